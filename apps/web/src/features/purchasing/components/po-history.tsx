import { Clock } from 'lucide-react';
import type { PurchaseOrder } from '@sauda/contracts/purchasing.ts';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { formatDateTime, formatRelative } from '../../../lib/format.ts';

/** What happened to a purchase order, newest first. */
export function PoHistory({ events }: { events: PurchaseOrder['history'] }) {
  const list = [...events].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Card>
      <CardHeader title="History" />
      {list.length === 0 ? (
        <p className="px-5 py-4 text-sm text-muted">Nothing has happened yet.</p>
      ) : (
        <ol className="px-5 py-4">
          {list.map((e, i) => (
            <li key={`${e.at}-${i}`} className="relative flex gap-3 pb-5 last:pb-0">
              {i < list.length - 1 ? (
                <span aria-hidden className="absolute top-8 bottom-0 left-[15px] w-px bg-line" />
              ) : null}
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
                <Clock className="size-4" />
              </span>
              <div className="min-w-0 pt-1">
                <p className="text-sm text-ink">{e.message}</p>
                <p className="mt-0.5 text-xs text-muted">
                  {e.actorName ?? 'Sauda'} ·{' '}
                  <time dateTime={e.at} title={formatDateTime(e.at)}>
                    {formatRelative(e.at)}
                  </time>
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
