import { AlertTriangle, X } from 'lucide-react';
import type { AnswerFailure } from '../lib/answer.ts';
import { plural } from '../lib/answer.ts';

/** The answers a courier refused, with its message; stays until dismissed or the next answer. */
export function AnswerFailures({
  failures,
  onDismiss,
}: {
  failures: readonly AnswerFailure[];
  onDismiss: () => void;
}) {
  if (failures.length === 0) return null;
  return (
    <div
      role="alert"
      className="mb-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 sm:px-5"
    >
      <div className="flex items-start gap-2">
        <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
        <div className="min-w-0 flex-1">
          <p className="font-medium">{plural(failures.length, 'answer')} not accepted by the courier</p>
          <ul aria-label="Answers not sent" className="mt-1.5 space-y-1">
            {failures.map((f) => (
              <li key={f._id}>
                <span className="font-medium">{f.orderName}</span>
                {f.courierName ? ` (${f.courierName})` : ''}: {f.message}
              </li>
            ))}
          </ul>
          <p className="mt-1.5 text-xs text-red-700">
            These parcels stay in Open: answer them another way, or call the courier.
          </p>
        </div>
        <button
          type="button"
          aria-label="Dismiss"
          onClick={onDismiss}
          className="rounded-md p-1 text-red-400 hover:bg-red-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-red-600"
        >
          <X className="size-4" />
        </button>
      </div>
    </div>
  );
}
