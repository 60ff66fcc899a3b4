import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PackageOpen } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { DispatchBoard } from '../../../features/shipping/components/dispatch-board.tsx';
import { ShippingTabs } from '../../../features/shipping/components/shipping-tabs.tsx';
import {
  dispatchSearchParams,
  parseDispatchParams,
  updateDispatchParams,
  type DispatchParams,
} from '../../../features/shipping/lib/list-params.ts';

export default function DispatchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseDispatchParams(searchParams), [searchParams]);

  function change(changeSet: Partial<DispatchParams>) {
    // Functional update: debounced inputs may commit after other filters changed.
    setSearchParams(
      (prev) => dispatchSearchParams(updateDispatchParams(parseDispatchParams(prev), changeSet)),
      {
        replace: 'search' in changeSet || 'city' in changeSet,
      },
    );
  }

  return (
    <div>
      <PageHeader
        title="Dispatch"
        description="Book confirmed orders with your couriers, then print their airway bills."
        actions={
          <Link to="/manual-booking" className={buttonClasses('outline')}>
            <PackageOpen /> Manual booking
          </Link>
        }
      />
      <ShippingTabs current="ready" />
      <DispatchBoard params={params} onChange={change} />
    </div>
  );
}
