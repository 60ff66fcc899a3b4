import { Link } from 'react-router';
import { Truck } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ManualBookingPanel } from '../../../features/shipping/components/manual-booking-panel.tsx';
import { RecentManualParcels } from '../../../features/shipping/components/recent-manual-parcels.tsx';

export default function ManualBookingPage() {
  return (
    <div>
      <PageHeader
        title="Manual Booking"
        description="For couriers without an API: book on their portal, then record the parcel in Sauda."
        actions={
          <Link to="/dispatch" className={buttonClasses('outline')}>
            <Truck /> Book with a connected courier
          </Link>
        }
      />
      <div className="mx-auto max-w-3xl space-y-6">
        <ManualBookingPanel />
        <RecentManualParcels />
      </div>
    </div>
  );
}
