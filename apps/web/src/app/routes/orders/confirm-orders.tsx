import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useOrders } from '../../../features/orders/api/list-orders.ts';
import { ConfirmQueue } from '../../../features/orders/components/confirm-queue.tsx';
import { useStores } from '../../../features/stores/api/list-stores.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatTime } from '../../../lib/format.ts';

const QUEUE_REFRESH_MS = 15_000;
const QUEUE_QUERY = { status: 'Pending', confirmation: 'awaiting', sort: 'createdAt', limit: 100 } as const;

function LiveIndicator({ updatedAt, fetching }: { updatedAt: number; fetching: boolean }) {
  // Re-render every few seconds so "updated …" stays honest.
  const [, tick] = useState(0);
  useEffect(() => {
    const id = setInterval(() => tick((n) => n + 1), 5000);
    return () => clearInterval(id);
  }, []);
  return (
    <p
      className="inline-flex items-center gap-2 rounded-full border border-emerald-200 bg-emerald-50 px-3 py-1 text-xs font-medium text-emerald-800"
      role="status"
    >
      <span className="relative flex size-2">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75" />
        <span className="relative inline-flex size-2 rounded-full bg-emerald-500" />
      </span>
      Live{updatedAt ? ` · ${fetching ? 'checking…' : `updated ${formatTime(updatedAt)}`}` : ''}
    </p>
  );
}

export default function ConfirmOrdersPage() {
  const [params] = useSearchParams();
  // From the dashboard: only the orders whose WhatsApp message failed (the buyer needs a call).
  const failedOnly = params.get('whatsapp') === 'failed';
  const queue = useOrders(failedOnly ? { ...QUEUE_QUERY, whatsapp: 'failed' } : QUEUE_QUERY, {
    refetchInterval: QUEUE_REFRESH_MS,
  });
  const stores = useStores(1, 100);
  const storeNameFor = (id: string) => stores.data?.data.find((s) => s._id === id)?.name ?? 'our store';

  return (
    <div>
      <PageHeader
        title={failedOnly ? 'COD Confirmation: WhatsApp failed' : 'COD Confirmation'}
        description={
          failedOnly
            ? 'WhatsApp could not deliver the link to these buyers. Call them, or send the link another way.'
            : 'Send each cash-on-delivery buyer their confirmation link on WhatsApp. Answers show up here by themselves.'
        }
        actions={<LiveIndicator updatedAt={queue.dataUpdatedAt} fetching={queue.isFetching} />}
      />
      {failedOnly ? (
        <p className="-mt-2 mb-4 text-sm">
          <Link to="/orders/confirm-orders" className="font-medium text-brand-700 hover:underline">
            Show every order waiting for the buyer
          </Link>
        </p>
      ) : null}
      {queue.isError && !queue.data ? (
        <Card className="p-6 text-center">
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(queue.error, 'Could not load the queue')}
          </p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void queue.refetch()}>
            Try again
          </Button>
        </Card>
      ) : (
        <ConfirmQueue rows={queue.data?.data ?? []} loading={queue.isPending} storeNameFor={storeNameFor} />
      )}
    </div>
  );
}
