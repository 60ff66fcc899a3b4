import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { Info } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useCreateStore } from '../../../features/stores/api/create-store.ts';
import { StoreNameForm } from '../../../features/stores/components/store-name-form.tsx';
import { useStores } from '../../../features/stores/api/list-stores.ts';
import { useSurvey } from '../../../features/survey/api/get-survey.ts';
import { useCurrentUser } from '../../../features/auth/auth-store.ts';
import { Skeleton } from '../../../components/ui/spinner.tsx';

export default function CreateSalesChannelPage() {
  const navigate = useNavigate();
  const create = useCreateStore();
  const user = useCurrentUser();
  const survey = useSurvey();
  const stores = useStores();
  // The first store is named after the business the seller already named (not asked a third time).
  const ready = !stores.isPending && !survey.isPending;
  const first = (stores.data?.meta.total ?? stores.data?.data.length ?? 0) === 0;
  const suggested = first ? survey.data?.businessName || user.accountName : '';
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        back={{ to: '/sales-channel', label: 'Sales Channels' }}
        title="Create a Sauda store"
        description="Your store keeps its own orders, products and courier settings."
      />
      <Card className="p-5 sm:p-6">
        {ready ? (
          <StoreNameForm
            defaultName={suggested}
            submitLabel="Create store"
            onSubmit={async (name) => {
              const store = await create.mutateAsync({ name, platform: 'sauda' });
              toast.success(`${store.name} is ready`);
              await navigate('/sales-channel');
            }}
          />
        ) : (
          <Skeleton className="h-24" />
        )}
      </Card>
      <p className="mt-4 flex items-start gap-2 text-sm text-muted">
        <Info className="mt-0.5 size-4 shrink-0" />
        Selling on Shopify? Connecting a Shopify store is coming soon.
      </p>
    </div>
  );
}
