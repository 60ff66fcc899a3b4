import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { StoresTable } from '../../../features/stores/components/stores-table.tsx';

export default function SalesChannelPage() {
  return (
    <>
      <PageHeader
        title="Sales Channels"
        description="The stores your orders come from."
        actions={
          <Link to="/create-sales-channel" className={buttonClasses('primary')}>
            <Plus /> Create store
          </Link>
        }
      />
      <StoresTable />
    </>
  );
}
