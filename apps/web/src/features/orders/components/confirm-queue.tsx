import { useState } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import {
  Check,
  ChevronLeft,
  ChevronRight,
  MessageCircle,
  MessageCircleMore,
  PartyPopper,
  Play,
  X,
} from 'lucide-react';
import type { OrderRow } from '@sauda/contracts/orders.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ChoiceChips } from '../../../components/ui/chip-group.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { ageInDays, formatDateTime, formatPKR, formatRelative } from '../../../lib/format.ts';
import { readJson, writeJson } from '../../../lib/local-cache.ts';
import { useUpdateOrderStatus } from '../api/update-order.ts';
import { useSendConfirmation } from '../api/use-send-confirmation.ts';
import { LANGUAGE_LABELS, MESSAGE_LANGUAGES, type MessageLanguage } from '../lib/whatsapp.ts';
import { ReasonDialog } from './reason-dialog.tsx';

const LANGUAGE_KEY = 'sauda:whatsapp-language';

function age(createdAt: string): string {
  const days = ageInDays(createdAt);
  if (days === 0) return formatRelative(createdAt);
  return `${days} day${days === 1 ? '' : 's'} old`;
}

/** The COD confirmation queue: send each buyer their link, mark answers by hand when needed. */
export function ConfirmQueue({
  rows,
  loading,
  storeNameFor,
}: {
  rows: OrderRow[];
  loading: boolean;
  storeNameFor: (storeId: string) => string;
}) {
  const [language, setLanguageState] = useState<MessageLanguage>(() =>
    readJson<MessageLanguage>(LANGUAGE_KEY) === 'ur' ? 'ur' : 'en',
  );
  const setLanguage = (l: MessageLanguage) => {
    setLanguageState(l);
    writeJson(LANGUAGE_KEY, l);
  };
  const { sendRow } = useSendConfirmation(storeNameFor);
  const status = useUpdateOrderStatus();
  const [cancelling, setCancelling] = useState<OrderRow | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [sequence, setSequence] = useState<{ ids: string[]; index: number } | null>(null);

  function confirm(row: OrderRow) {
    setBusy(row._id);
    status.mutate(
      { id: row._id, status: 'open' },
      {
        onSuccess: () => toast.success(`${row.name} confirmed`),
        onError: (error) => toast.error(errorMessage(error, 'Could not confirm the order')),
        onSettled: () => setBusy(null),
      },
    );
  }

  function cancel(row: OrderRow, reason?: string) {
    status.mutate(
      { id: row._id, status: 'Cancelled', reason },
      {
        onSuccess: () => {
          toast.success(`${row.name} cancelled`);
          setCancelling(null);
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not cancel the order')),
      },
    );
  }

  const seqRows = sequence ? sequence.ids.map((id) => rows.find((r) => r._id === id) ?? null) : [];
  const current = sequence ? (seqRows[sequence.index] ?? null) : null;

  // Only buyers who have not had the link: a second message is a choice made row by row.
  const unsent = rows.filter((r) => !r.confirmationSentAt);
  function startSequence() {
    setSequence({ ids: unsent.map((r) => r._id), index: 0 });
  }

  if (loading && rows.length === 0) {
    return (
      <Card className="space-y-3 p-5">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </Card>
    );
  }

  if (rows.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<PartyPopper />}
          title="No orders waiting for confirmation"
          description="New COD orders appear here. When buyers answer on their phone, their orders move on by themselves."
          action={
            <Link to="/orders" className="text-sm font-medium text-brand-700 hover:underline">
              See all orders
            </Link>
          }
        />
      </Card>
    );
  }

  const sentCount = rows.filter((r) => r.confirmationSentAt).length;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span className="text-muted">Message in</span>
          <ChoiceChips
            label="Message language"
            options={MESSAGE_LANGUAGES}
            value={language}
            onChange={setLanguage}
            format={(l) => LANGUAGE_LABELS[l]}
          />
        </div>
        {sequence ? null : (
          <Button onClick={startSequence} disabled={unsent.length === 0}>
            <Play /> {unsent.length === 0 ? 'All links sent' : `Send ${unsent.length} unsent in sequence`}
          </Button>
        )}
      </div>

      {sequence ? (
        <Card className="border-brand-200 bg-brand-50/60 p-4" role="region" aria-label="Sending in sequence">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="min-w-0">
              <p className="text-xs font-medium text-brand-800 tabular-nums">
                {sequence.index < sequence.ids.length
                  ? `Order ${sequence.index + 1} of ${sequence.ids.length}`
                  : `All ${sequence.ids.length} done`}
              </p>
              {current ? (
                <p className="mt-0.5 truncate text-sm text-ink">
                  <strong>{current.name}</strong> · {current.shipmentDetails.addresses[0]?.name} ·{' '}
                  {current.shipmentDetails.addresses[0]?.city} ·{' '}
                  {formatPKR(current.pricing.currentTotalPrice)}
                </p>
              ) : sequence.index < sequence.ids.length ? (
                <p className="mt-0.5 text-sm text-muted">This order was answered or changed meanwhile.</p>
              ) : (
                <p className="mt-0.5 text-sm text-muted">Every buyer in the queue has their link.</p>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                aria-label="Previous order"
                disabled={sequence.index === 0}
                onClick={() => setSequence({ ...sequence, index: sequence.index - 1 })}
              >
                <ChevronLeft />
              </Button>
              {current ? (
                <Button size="sm" onClick={() => sendRow(current, language)}>
                  <MessageCircle /> Open WhatsApp
                </Button>
              ) : null}
              {sequence.index < sequence.ids.length ? (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setSequence({ ...sequence, index: sequence.index + 1 })}
                >
                  Next <ChevronRight />
                </Button>
              ) : null}
              <Button variant="ghost" size="sm" onClick={() => setSequence(null)}>
                <X /> Stop
              </Button>
            </div>
          </div>
        </Card>
      ) : null}

      <Card className="overflow-hidden">
        <p className="border-b border-line px-5 py-2.5 text-xs text-muted tabular-nums">
          {rows.length} waiting · {sentCount} sent · {rows.length - sentCount} not sent yet
        </p>
        <ul className="divide-y divide-line">
          {rows.map((row) => {
            const a = row.shipmentDetails.addresses[0];
            const sentAt = row.confirmationSentAt;
            const isCurrent = current?._id === row._id;
            return (
              <li
                key={row._id}
                className={cn(
                  'grid gap-3 px-4 py-3.5 sm:px-5 md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_auto] md:items-center',
                  isCurrent && 'bg-brand-50/70',
                )}
                aria-current={isCurrent || undefined}
              >
                <div className="min-w-0">
                  <div className="flex items-center gap-2">
                    <Link to={`/orders/${row._id}`} className="font-semibold text-ink hover:underline">
                      {row.name}
                    </Link>
                    <span className="text-sm font-medium text-ink tabular-nums">
                      {formatPKR(row.pricing.currentTotalPrice)}
                    </span>
                  </div>
                  <p className="truncate text-sm text-slate-700">
                    {a ? `${a.name} · ${a.city}` : '—'}
                    {a ? <span className="text-muted tabular-nums"> · {a.phone}</span> : null}
                  </p>
                </div>
                <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
                  <span title={formatDateTime(row.createdAt)}>{age(row.createdAt)}</span>
                  <span title={sentAt ? formatDateTime(sentAt) : undefined}>
                    {sentAt ? (
                      <span className="text-emerald-700">Sent {formatRelative(sentAt)}</span>
                    ) : (
                      <span className="text-amber-700">Not sent yet</span>
                    )}
                  </span>
                </div>
                <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap md:justify-end">
                  <Button
                    size="sm"
                    variant={sentAt ? 'outline' : 'primary'}
                    onClick={() => sendRow(row, language)}
                    aria-label={`WhatsApp ${a?.name ?? row.name} about ${row.name}`}
                  >
                    <MessageCircleMore /> WhatsApp
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    loading={busy === row._id}
                    disabled={status.isPending}
                    onClick={() => confirm(row)}
                    aria-label={`Confirm ${row.name}`}
                  >
                    {/* One word at every width, so the name holds what is shown (WCAG 2.5.3). */}
                    <Check /> Confirm
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-700 hover:bg-red-50"
                    disabled={status.isPending}
                    onClick={() => setCancelling(row)}
                    aria-label={`Cancel ${row.name}`}
                  >
                    <X /> Cancel
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </Card>
      <ReasonDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={`Cancel ${cancelling?.name ?? 'order'}?`}
        description="A cancelled order cannot be reopened."
        confirmLabel="Cancel order"
        pending={status.isPending}
        onConfirm={(reason) => cancelling && cancel(cancelling, reason)}
      />
    </div>
  );
}
