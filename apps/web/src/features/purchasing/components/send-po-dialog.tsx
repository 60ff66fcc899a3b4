import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import type { PurchaseOrder } from '@sauda/contracts/purchasing.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSendPurchaseOrder } from '../api/purchase-orders.ts';

function SendForm({
  po,
  onDone,
  verifyNotice,
}: {
  po: PurchaseOrder;
  onDone: () => void;
  verifyNotice: ReactNode;
}) {
  const send = useSendPurchaseOrder();
  // Sauda e-mails others only for a verified sender (the API answers EMAIL_NOT_VERIFIED otherwise).
  const verified = !verifyNotice;
  const hasEmail = !!po.vendor.email && verified;
  const [email, setEmail] = useState(hasEmail);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit() {
    setError(null);
    const trimmed = message.trim();
    send.mutate(
      {
        id: po._id,
        body: { email: email && hasEmail, ...(email && hasEmail && trimmed ? { message: trimmed } : {}) },
      },
      {
        onSuccess: (sent) => {
          toast.success(
            email && hasEmail
              ? `${sent.number} e-mailed to ${po.vendor.email}`
              : `${sent.number} marked as sent`,
          );
          onDone();
        },
        onError: (err) => setError(errorMessage(err, 'Could not send the purchase order')),
      },
    );
  }

  return (
    <div className="space-y-4">
      <div>
        <label className="flex items-start gap-3 text-sm text-ink">
          <Checkbox
            className="mt-0.5"
            checked={email && hasEmail}
            disabled={!hasEmail}
            onChange={(e) => setEmail(e.target.checked)}
            aria-describedby={hasEmail ? undefined : 'send-po-no-email'}
          />
          <span>
            E-mail the PDF to{' '}
            {po.vendor.email ? <strong className="font-medium">{po.vendor.email}</strong> : 'the vendor'}
          </span>
        </label>
        {!verified ? (
          <div id="send-po-no-email" className="mt-2">
            {verifyNotice}
          </div>
        ) : hasEmail ? null : (
          <p id="send-po-no-email" className="mt-1.5 ml-7 text-xs text-muted">
            {po.vendor.name} has no e-mail address. Add one on the Vendors page, or download the PDF and share
            it on WhatsApp.
          </p>
        )}
      </div>
      {email && hasEmail ? (
        <Field id="send-po-message" label="Message" optional>
          <Textarea
            id="send-po-message"
            rows={3}
            maxLength={2000}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            placeholder="Assalam o Alaikum, please find our order attached."
          />
        </Field>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={send.isPending}>
          Cancel
        </Button>
        <Button onClick={submit} loading={send.isPending}>
          {email && hasEmail ? 'Send purchase order' : 'Mark as sent'}
        </Button>
      </div>
    </div>
  );
}

/** Send a draft: optionally e-mail the PDF to the vendor; the PO becomes "Sent". */
export function SendPoDialog({
  po,
  open,
  onOpenChange,
  verifyNotice,
}: {
  po: PurchaseOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Shown instead of the e-mail option while the sender's e-mail is not verified (the page composes it). */
  verifyNotice?: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={`Send ${po.number} to ${po.vendor.name}`}
      description="After sending, the lines can no longer be edited."
    >
      {open ? <SendForm po={po} onDone={() => onOpenChange(false)} verifyNotice={verifyNotice} /> : null}
    </Modal>
  );
}
