import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Ban, Download, PackageCheck, Pencil, Send } from 'lucide-react';
import type { PurchaseOrder } from '@sauda/contracts/purchasing.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { purchaseOrderPdfUrl, useCancelPurchaseOrder } from '../api/purchase-orders.ts';
import { poActions } from '../lib/po-status.ts';
import { ReceivePoDialog } from './receive-po-dialog.tsx';
import { SendPoDialog } from './send-po-dialog.tsx';

/** The buttons a purchase order offers in its status, with their dialogs. */
export function PoActions({
  po,
  onEdit,
  verifyNotice,
}: {
  po: PurchaseOrder;
  onEdit: () => void;
  /** While the user's e-mail is not verified: what the send dialog shows instead of e-mailing. */
  verifyNotice?: ReactNode;
}) {
  const can = poActions(po.status);
  const cancel = useCancelPurchaseOrder();
  const [sending, setSending] = useState(false);
  const [receiving, setReceiving] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  return (
    <>
      <a
        href={purchaseOrderPdfUrl(po._id)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses('outline')}
      >
        <Download /> Download PDF
      </a>
      {can.cancel ? (
        <Button variant="ghost" onClick={() => setCancelling(true)}>
          <Ban /> Cancel PO
        </Button>
      ) : null}
      {can.edit ? (
        <Button variant="outline" onClick={onEdit}>
          <Pencil /> Edit lines
        </Button>
      ) : null}
      {can.send ? (
        <Button onClick={() => setSending(true)}>
          <Send /> Send
        </Button>
      ) : null}
      {can.receive ? (
        <Button variant={po.status === 'draft' ? 'outline' : 'primary'} onClick={() => setReceiving(true)}>
          <PackageCheck /> Receive
        </Button>
      ) : null}
      <SendPoDialog po={po} open={sending} onOpenChange={setSending} verifyNotice={verifyNotice} />
      <ReceivePoDialog po={po} open={receiving} onOpenChange={setReceiving} />
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={`Cancel ${po.number}?`}
        description={
          po.receivedQty > 0
            ? 'Units already received stay in stock; nothing more is expected from this order. This cannot be undone.'
            : 'Nothing more is expected from this order. This cannot be undone.'
        }
        confirmLabel="Cancel purchase order"
        cancelLabel="Keep it"
        destructive
        pending={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(
            { id: po._id },
            {
              onSuccess: (p) => {
                toast.success(`${p.number} cancelled`);
                setCancelling(false);
              },
              onError: (error) => toast.error(errorMessage(error, 'Could not cancel the purchase order')),
            },
          )
        }
      />
    </>
  );
}
