import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { Info } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useCreateStore } from '../../../features/stores/api/create-store.ts';
import { StoreNameForm } from '../../../features/stores/components/store-name-form.tsx';

export default function CreateSalesChannelPage() {
  const navigate = useNavigate();
  const create = useCreateStore();
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        back={{ to: '/sales-channel', label: 'Sales channels' }}
        title="Create a Sauda store"
        description="Your store keeps its own orders, products and courier settings."
      />
      <Card className="p-5 sm:p-6">
        <StoreNameForm
          submitLabel="Create store"
          onSubmit={async (name) => {
            const store = await create.mutateAsync({ name, platform: 'sauda' });
            toast.success(`${store.name} is ready`);
            await navigate('/sales-channel');
          }}
        />
      </Card>
      <p className="mt-4 flex items-start gap-2 text-sm text-muted">
        <Info className="mt-0.5 size-4 shrink-0" />
        Selling on Shopify? Connecting a Shopify store is coming soon.
      </p>
    </div>
  );
}
