import { Link, useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { useStores } from '../../../features/stores/api/list-stores.ts';
import { useRenameStore } from '../../../features/stores/api/rename-store.ts';
import { PlatformBadge } from '../../../features/stores/components/platform-badge.tsx';
import { StoreNameForm } from '../../../features/stores/components/store-name-form.tsx';
import { formatDate } from '../../../lib/format.ts';

export default function EditSalesChannelPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const stores = useStores(1, 100);
  const rename = useRenameStore();
  const store = stores.data?.data.find((s) => s._id === id);

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader back={{ to: '/sales-channel', label: 'Sales Channels' }} title="Edit store" />
      {stores.isPending ? (
        <Card className="space-y-3 p-6">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-10" />
        </Card>
      ) : !store ? (
        <Card>
          <EmptyState
            title="Store not found"
            description="It may have been removed, or it belongs to another account."
            action={
              <Link to="/sales-channel" className={buttonClasses('outline')}>
                Back to sales channels
              </Link>
            }
          />
        </Card>
      ) : (
        <Card className="p-5 sm:p-6">
          <div className="mb-5 flex flex-wrap items-center gap-2 text-sm text-muted">
            <PlatformBadge platform={store.platform} /> Created {formatDate(store.createdAt)}
          </div>
          <StoreNameForm
            key={store._id}
            defaultName={store.name}
            submitLabel="Save changes"
            onCancel={() => void navigate('/sales-channel')}
            onSubmit={async (name) => {
              await rename.mutateAsync({ id: store._id, name });
              toast.success('Store renamed');
              await navigate('/sales-channel');
            }}
          />
        </Card>
      )}
    </div>
  );
}
