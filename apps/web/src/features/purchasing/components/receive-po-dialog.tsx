import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { PackageCheck } from 'lucide-react';
import type { PurchaseOrder } from '@sauda/contracts/purchasing.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useReceivePurchaseOrder } from '../api/purchase-orders.ts';
import { defaultReceiveValues, remainingOf, toReceiveBody, type ReceiveValues } from '../lib/receive.ts';

function ReceiveForm({ po, onDone }: { po: PurchaseOrder; onDone: () => void }) {
  const receive = useReceivePurchaseOrder();
  const [values, setValues] = useState<ReceiveValues>(() => defaultReceiveValues(po));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const result = toReceiveBody(po, values);
    if (!result.ok) {
      setErrors(result.errors);
      if (result.message) setFormError(result.message);
      return;
    }
    setErrors({});
    const units = result.body.lines.reduce((s, l) => s + l.quantity, 0);
    receive.mutate(
      { id: po._id, body: result.body },
      {
        onSuccess: () => {
          toast.success(
            `Stock updated: ${units.toLocaleString('en-PK')} unit${units === 1 ? '' : 's'} received`,
          );
          onDone();
        },
        onError: (err) => setFormError(errorMessage(err, 'Could not receive the goods')),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Receive goods">
      <div className="mb-3 flex items-center justify-between gap-2">
        <p className="text-sm text-muted">Count what arrived. Received units are added to available stock.</p>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            setValues(defaultReceiveValues(po));
            setErrors({});
          }}
        >
          Receive all
        </Button>
      </div>
      <ul className="max-h-[50dvh] divide-y divide-line overflow-y-auto rounded-lg border border-line">
        {po.lines.map((l) => {
          const remaining = remainingOf(l);
          const id = `receive-${l._id}`;
          const name = l.variantTitle ? `${l.productTitle} — ${l.variantTitle}` : l.productTitle;
          const over = Number(values[l._id] ?? 0) > remaining && remaining >= 0;
          return (
            <li key={l._id} className="flex items-start gap-3 px-3 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-ink">{l.productTitle}</p>
                <p className="truncate text-xs text-muted">
                  {[l.variantTitle, l.sku].filter(Boolean).join(' · ')}
                  {l.variantTitle || l.sku ? ' · ' : ''}
                  {l.receivedQty} of {l.quantity} received
                  {remaining > 0 ? `, ${remaining} to come` : ''}
                </p>
                {errors[l._id] ? (
                  <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-700">
                    {errors[l._id]}
                  </p>
                ) : over ? (
                  <p className="mt-1 text-xs text-amber-700">More than ordered</p>
                ) : null}
              </div>
              <Input
                id={id}
                inputMode="numeric"
                aria-label={`Quantity received now of ${name}`}
                value={values[l._id] ?? ''}
                invalid={!!errors[l._id]}
                aria-describedby={errors[l._id] ? `${id}-error` : undefined}
                onChange={(e) => {
                  const v = e.target.value;
                  setValues((prev) => ({ ...prev, [l._id]: v }));
                  setErrors((prev) => {
                    const next = { ...prev };
                    delete next[l._id];
                    return next;
                  });
                }}
                className="w-20 shrink-0 text-right tabular-nums"
              />
            </li>
          );
        })}
      </ul>
      {formError ? (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
        >
          {formError}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={receive.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={receive.isPending}>
          <PackageCheck /> Receive into {po.location.name}
        </Button>
      </div>
    </form>
  );
}

/** Record goods that arrived: quantity received now per line (default: all that is still missing). */
export function ReceivePoDialog({
  po,
  open,
  onOpenChange,
}: {
  po: PurchaseOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={`Receive ${po.number}`} className="max-w-xl!">
      {open ? <ReceiveForm po={po} onDone={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}
