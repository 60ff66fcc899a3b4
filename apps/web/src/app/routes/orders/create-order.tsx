import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { Plus, Store as StoreIcon } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { findCustomerByPhone } from '../../../features/customers/api/customers.ts';
import {
  CreateOrderForm,
  type FindCustomer,
} from '../../../features/orders/components/create-order-form.tsx';
import { searchVariants } from '../../../features/orders/api/search-variants.ts';
import { useStores } from '../../../features/stores/api/list-stores.ts';

export default function CreateOrderPage() {
  const navigate = useNavigate();
  const stores = useStores(1, 100);

  // A returning buyer: their record, with the address of their latest order.
  const findCustomer = useCallback<FindCustomer>(async (phone, signal) => {
    const customer = await findCustomerByPhone(phone, signal);
    return customer ? { customer, lastAddress: customer.lastAddress } : null;
  }, []);

  return (
    <div>
      <PageHeader
        title="Create Order"
        description="For sales that came in on WhatsApp, Instagram, the phone or in person."
        back={{ to: '/orders', label: 'Orders' }}
      />
      {stores.isPending ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)]">
          <Skeleton className="h-96" />
          <Skeleton className="h-72" />
        </div>
      ) : (stores.data?.data.length ?? 0) === 0 ? (
        <Card>
          <EmptyState
            icon={<StoreIcon />}
            title="Create a store first"
            description="Every order belongs to one of your stores."
            action={
              <Link to="/create-sales-channel" className={buttonClasses('primary')}>
                <Plus /> Create store
              </Link>
            }
          />
        </Card>
      ) : (
        <CreateOrderForm
          stores={stores.data?.data ?? []}
          findCustomer={findCustomer}
          searchVariants={searchVariants}
          onCreated={(order) => {
            toast.success(`Order ${order.name} created`);
            void navigate(`/orders/${order._id}`);
          }}
        />
      )}
    </div>
  );
}
