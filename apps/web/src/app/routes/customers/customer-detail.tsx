import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, UserX } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { useCustomer } from '../../../features/customers/api/customers.ts';
import {
  CustomerHeader,
  CustomerNotes,
  CustomerStats,
} from '../../../features/customers/components/customer-profile.tsx';
import { useOrders } from '../../../features/orders/api/list-orders.ts';
import { OrdersTable } from '../../../features/orders/components/orders-table.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';

function CustomerOrders({ customerId }: { customerId: string }) {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(25);
  const orders = useOrders({ customerId, page, limit });
  const total = orders.data?.meta.total ?? 0;
  return (
    <Card className="overflow-hidden">
      <CardHeader
        title="Orders"
        description={orders.data ? `${total} order${total === 1 ? '' : 's'}` : undefined}
      />
      {orders.isError && !orders.data ? (
        <p role="alert" className="p-5 text-sm text-red-700">
          {errorMessage(orders.error, 'Could not load the orders')}
        </p>
      ) : !orders.isPending && total === 0 ? (
        <p className="p-5 text-sm text-muted">No orders yet.</p>
      ) : (
        <OrdersTable rows={orders.data?.data ?? []} loading={orders.isPending} skeletonRows={3} hideBuyer />
      )}
      {total > limit ? (
        <Pagination
          page={page}
          limit={limit}
          total={total}
          pageSizes={[25, 50, 100]}
          label="orders"
          onPageChange={setPage}
          onLimitChange={(l) => {
            setLimit(l);
            setPage(1);
          }}
        />
      ) : null}
    </Card>
  );
}

export default function CustomerDetailPage() {
  const { id = '' } = useParams();
  const customer = useCustomer(id);
  const back = (
    <Link
      to="/customer"
      className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-ink"
    >
      <ArrowLeft className="size-4" /> Customers
    </Link>
  );
  if (customer.isPending) {
    return (
      <div aria-busy="true">
        {back}
        <Skeleton className="h-8 w-56" />
        <Skeleton className="mt-6 h-20" />
        <Skeleton className="mt-6 h-64" />
      </div>
    );
  }
  if (customer.isError) {
    const notFound = customer.error instanceof ApiError && customer.error.status === 404;
    return (
      <div>
        {back}
        <Card>
          <EmptyState
            icon={<UserX />}
            title={notFound ? 'Customer not found' : 'Could not load this customer'}
            description={notFound ? 'The link may be wrong.' : errorMessage(customer.error)}
            action={
              <Link to="/customer" className={buttonClasses('outline')}>
                Back to customers
              </Link>
            }
          />
        </Card>
      </div>
    );
  }
  const c = customer.data;
  return (
    <div>
      {back}
      <CustomerHeader customer={c} />
      <CustomerStats customer={c} />
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <CustomerOrders customerId={c._id} />
        <CustomerNotes customer={c} />
      </div>
    </div>
  );
}
