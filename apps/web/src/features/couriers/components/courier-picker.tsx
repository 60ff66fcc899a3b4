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
          // The whole card answers a click, but the button itself holds only the courier's name, so
          // its accessible name is the words it shows (WCAG 2.5.3); the note describes it.
          <li
            key={code}
            className="group relative flex h-full w-full items-start gap-3 rounded-xl border border-line bg-white p-3 text-left transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 hover:border-brand-600 hover:bg-brand-50/40"
          >
            <CourierMark code={code} className="size-9!" />
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-center gap-1.5">
                <button
                  type="button"
                  onClick={() => onPick(code)}
                  aria-describedby={
                    connected.has(code)
                      ? `courier-note-${code} courier-connected-${code}`
                      : `courier-note-${code}`
                  }
                  className="text-left font-medium text-ink outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
                >
                  {info.name}
                </button>
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
            <ChevronRight
              aria-hidden
              className="mt-2 size-4 shrink-0 text-slate-300 group-hover:text-brand-600"
            />
          </li>
        );
      })}
    </ul>
  );
}
