import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';

/** Confirm a destructive status move (cancel, return) with an optional reason for the timeline. */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: (reason: string | undefined) => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (!next) setReason('');
        onOpenChange(next);
      }}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            Keep order
          </Button>
          <Button variant="danger" loading={pending} onClick={() => onConfirm(reason.trim() || undefined)}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Field id="status-reason" label="Reason" optional hint="Saved on the order’s timeline.">
        <Textarea
          id="status-reason"
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder="e.g. Buyer asked to cancel on WhatsApp"
        />
      </Field>
    </Modal>
  );
}
