import { Bot, ShoppingBag, Truck, UserRound } from 'lucide-react';
import type { TimelineEntry } from '@sauda/contracts/orders.ts';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { formatDateTime, formatRelative } from '../../../lib/format.ts';

const actorIcon = { user: UserRound, buyer: ShoppingBag, courier: Truck, system: Bot } as const;

/** Every line says who acted: the buyer, the seller's person by name, the courier, or Sauda itself. */
export function who(actor: TimelineEntry['actor']): string {
  switch (actor.kind) {
    case 'buyer':
      return actor.name ? `${actor.name} (buyer)` : 'The buyer';
    case 'courier':
      return actor.name ? `${actor.name} (courier)` : 'The courier';
    case 'system':
      return actor.name ? `${actor.name} (automatic)` : 'Sauda (automatic)';
    default:
      return actor.name ? `${actor.name} (seller)` : 'The seller';
  }
}

/** Newest first (the API's order). */
export function OrderTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <Card>
      <CardHeader title="Timeline" />
      {entries.length === 0 ? (
        <p className="px-5 py-4 text-sm text-muted">Nothing has happened yet.</p>
      ) : (
        <ol className="px-5 py-4">
          {entries.map((e, i) => {
            const Icon = actorIcon[e.actor.kind] ?? UserRound;
            return (
              <li key={e._id} className="relative flex gap-3 pb-5 last:pb-0">
                {i < entries.length - 1 ? (
                  <span aria-hidden className="absolute top-8 bottom-0 left-[15px] w-px bg-line" />
                ) : null}
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
                  <Icon className="size-4" />
                </span>
                <div className="min-w-0 pt-1">
                  <p className="text-sm text-ink">{e.message}</p>
                  <p className="mt-0.5 text-xs text-muted">
                    <span data-testid="timeline-actor">{who(e.actor)}</span> ·{' '}
                    <time dateTime={e.at} title={formatDateTime(e.at)}>
                      {formatRelative(e.at)}
                    </time>
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
