import { ChevronRight } from 'lucide-react';
import { COURIERS, type CourierCode } from '@sauda/contracts/couriers.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { courierNote, pickerOrder } from '../lib/catalogue.ts';
import { CourierMark } from './courier-mark.tsx';

/** The seven couriers as a grid of buttons, each with what its API supports. */
export function CourierPicker({
  onPick,
  connected,
  preferred = [],
}: {
  onPick: (code: CourierCode) => void;
  /** Couriers the seller already has an account with (a second account is still allowed). */
  connected: ReadonlySet<CourierCode>;
  /** The couriers the seller said they use (questionnaire): first, and marked. */
  preferred?: readonly CourierCode[];
}) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2" aria-label="Couriers">
      {pickerOrder(preferred).map((code) => {
        const info = COURIERS[code];
        return (
          <li key={code}>
            <button
              type="button"
              onClick={() => onPick(code)}
              aria-label={info.name}
              aria-describedby={
                connected.has(code)
                  ? `courier-note-${code} courier-connected-${code}`
                  : `courier-note-${code}`
              }
              className="group flex h-full w-full items-start gap-3 rounded-xl border border-line bg-white p-3 text-left transition-colors hover:border-brand-600 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <CourierMark code={code} className="size-9!" />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-1.5">
                  <span className="font-medium text-ink">{info.name}</span>
                  {connected.has(code) ? (
                    <span id={`courier-connected-${code}`}>
                      <Badge tone="green">Connected</Badge>
                    </span>
                  ) : preferred.includes(code) ? (
                    <Badge tone="brand">You use it</Badge>
                  ) : null}
                </span>
                <span id={`courier-note-${code}`} className="mt-0.5 block text-xs leading-5 text-muted">
                  {courierNote(code)}
                </span>
              </span>
              <ChevronRight className="mt-2 size-4 shrink-0 text-slate-300 group-hover:text-brand-600" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
