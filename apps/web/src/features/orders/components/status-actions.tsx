import { useState } from 'react';
import toast from 'react-hot-toast';
import { STATUS_LABELS, type Order, type OrderStatus } from '@sauda/contracts/orders.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUpdateOrderStatus } from '../api/update-order.ts';
import { needsConfirmation, transitionLabel } from '../lib/status.ts';
import { ReasonDialog } from './reason-dialog.tsx';

/** One button per allowed move; cancel and return ask first (with an optional reason). */
export function StatusActions({ order }: { order: Order }) {
  const update = useUpdateOrderStatus();
  const [confirming, setConfirming] = useState<OrderStatus | null>(null);
  const [pendingTo, setPendingTo] = useState<OrderStatus | null>(null);

  function move(status: OrderStatus, reason?: string) {
    setPendingTo(status);
    update.mutate(
      { id: order._id, status, reason },
      {
        onSuccess: () => {
          setConfirming(null);
          toast.success(`${order.name} is now ${STATUS_LABELS[status]}`);
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not change the status')),
        onSettled: () => setPendingTo(null),
      },
    );
  }

  if (order.allowedTransitions.length === 0) return null;
  // Forward moves first, destructive ones last.
  const moves = [...order.allowedTransitions].sort(
    (a, b) => Number(needsConfirmation(a)) - Number(needsConfirmation(b)),
  );
  return (
    <>
      {moves.map((to, i) => {
        const destructive = needsConfirmation(to);
        return (
          <Button
            key={to}
            variant={destructive ? 'outline' : i === 0 ? 'primary' : 'outline'}
            className={destructive ? 'text-red-700 hover:bg-red-50' : undefined}
            loading={pendingTo === to && !confirming}
            disabled={update.isPending}
            onClick={() => (destructive ? setConfirming(to) : move(to))}
          >
            {transitionLabel(order.status, to)}
          </Button>
        );
      })}
      <ReasonDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming === 'Returned' ? `Mark ${order.name} as returned?` : `Cancel ${order.name}?`}
        description={
          confirming === 'Returned'
            ? 'Use this when the parcel came back. It counts against the buyer’s record.'
            : 'A cancelled order cannot be reopened.'
        }
        confirmLabel={confirming === 'Returned' ? 'Mark returned' : 'Cancel order'}
        pending={update.isPending}
        onConfirm={(reason) => confirming && move(confirming, reason)}
      />
    </>
  );
}
