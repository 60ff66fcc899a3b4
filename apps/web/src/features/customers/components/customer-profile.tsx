import { useState } from 'react';
import toast from 'react-hot-toast';
import { AlertTriangle, Ban, MessageCircle, Phone, ShieldCheck } from 'lucide-react';
import type { Customer } from '@sauda/contracts/customers.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate, formatPKR, normalisePhone } from '../../../lib/format.ts';
import { useUpdateCustomer } from '../api/customers.ts';

function waNumber(phone: string): string | null {
  const p = normalisePhone(phone);
  return /^0\d{9,10}$/.test(p) ? `92${p.slice(1)}` : null;
}

export function CustomerHeader({ customer }: { customer: Customer }) {
  const update = useUpdateCustomer();
  const [confirming, setConfirming] = useState(false);
  const wa = waNumber(customer.phone);

  function toggleBlock() {
    update.mutate(
      { id: customer._id, body: { blocked: !customer.blocked } },
      {
        onSuccess: (c) => {
          setConfirming(false);
          toast.success(c.blocked ? `${c.name} is blocked` : `${c.name} is unblocked`);
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not update the customer')),
      },
    );
  }

  return (
    <div className="mb-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold tracking-tight text-ink">{customer.name}</h1>
            {customer.blocked ? <Badge tone="red">Blocked</Badge> : null}
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <a
              href={`tel:${customer.phone}`}
              className="inline-flex items-center gap-1 tabular-nums hover:text-ink"
            >
              <Phone className="size-3.5" /> {customer.phone}
            </a>
            {wa ? (
              <a
                href={`https://wa.me/${wa}`}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 hover:text-ink"
              >
                <MessageCircle className="size-3.5" /> WhatsApp
              </a>
            ) : null}
            {customer.city ? <span>{customer.city}</span> : null}
            <span>Customer since {formatDate(customer.createdAt)}</span>
          </p>
        </div>
        <Button
          variant="outline"
          className={customer.blocked ? undefined : 'text-red-700 hover:bg-red-50'}
          onClick={() => setConfirming(true)}
        >
          {customer.blocked ? <ShieldCheck /> : <Ban />} {customer.blocked ? 'Unblock' : 'Block customer'}
        </Button>
      </div>
      {customer.warning ? (
        <div
          role="alert"
          className="mt-4 flex gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" /> {customer.warning}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={customer.blocked ? `Unblock ${customer.name}?` : `Block ${customer.name}?`}
        description={
          customer.blocked
            ? 'Their new orders will no longer carry a warning.'
            : 'Their future orders will carry a warning so your team double-checks before dispatch.'
        }
        confirmLabel={customer.blocked ? 'Unblock' : 'Block'}
        destructive={!customer.blocked}
        pending={update.isPending}
        onConfirm={toggleBlock}
      />
    </div>
  );
}

export function CustomerStats({ customer }: { customer: Customer }) {
  const stats: [string, string][] = [
    ['Orders', String(customer.ordersCount)],
    ['Total spent', formatPKR(customer.totalSpent)],
    ['Delivered', String(customer.deliveredCount)],
    ['Returned', String(customer.returnedCount)],
    ['Cancelled', String(customer.cancelledCount)],
    ['Last order', formatDate(customer.lastOrderAt)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-label="Customer statistics">
      {stats.map(([label, value]) => (
        <Card key={label} className="px-4 py-3">
          <dt className="text-xs text-muted">{label}</dt>
          <dd className="mt-1 text-lg font-semibold text-ink tabular-nums" data-testid={`stat-${label}`}>
            {value}
          </dd>
        </Card>
      ))}
    </dl>
  );
}

export function CustomerNotes({ customer }: { customer: Customer }) {
  const update = useUpdateCustomer();
  const [notes, setNotes] = useState(customer.notes ?? '');
  const [seen, setSeen] = useState(customer.notes);
  if (seen !== customer.notes) {
    setSeen(customer.notes);
    setNotes(customer.notes ?? '');
  }
  const dirty = notes.trim() !== (customer.notes ?? '');
  return (
    <Card>
      <CardHeader title="Notes" description="Only your team sees these." />
      <div className="space-y-3 px-5 py-4">
        <Textarea
          aria-label="Customer notes"
          rows={4}
          maxLength={2000}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          placeholder="e.g. Prefers delivery after 5 pm"
        />
        <div className="flex justify-end">
          <Button
            size="sm"
            disabled={!dirty}
            loading={update.isPending}
            onClick={() =>
              update.mutate(
                { id: customer._id, body: { notes: notes.trim() } },
                {
                  onSuccess: () => toast.success('Notes saved'),
                  onError: (error) => toast.error(errorMessage(error, 'Could not save the notes')),
                },
              )
            }
          >
            Save notes
          </Button>
        </div>
      </div>
    </Card>
  );
}
