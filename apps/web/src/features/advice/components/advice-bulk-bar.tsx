import { PackageX, PauseCircle, RotateCcw, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ACTION_LABELS, plural, type AdviceAction } from '../lib/answer.ts';

const ICONS: Record<AdviceAction, typeof RotateCcw> = {
  reattempt: RotateCcw,
  return: PackageX,
  hold: PauseCircle,
};

/**
 * Sticks to the bottom of the screen while advices are selected: one button per answer every
 * selected parcel's courier accepts ("Re-attempt 3"), or why there is none.
 */
export function AdviceBulkBar({
  count,
  actions,
  onAnswer,
  onClear,
}: {
  count: number;
  actions: readonly AdviceAction[];
  onAnswer: (action: AdviceAction) => void;
  onClear: () => void;
}) {
  if (count === 0) return null;
  return (
    <div
      role="region"
      aria-label="Answer selected advices"
      className="sticky bottom-0 z-30 -mx-4 mt-4 border-t border-line bg-white/95 px-4 py-3 shadow-[0_-4px_12px_-6px_rgb(15_23_42/0.15)] backdrop-blur sm:mx-0 sm:rounded-xl sm:border"
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-sm font-medium text-ink tabular-nums" aria-live="polite">
          {plural(count, 'parcel')} selected
        </p>
        <Button variant="ghost" size="sm" onClick={onClear}>
          <X /> Clear
        </Button>
        {actions.length === 0 ? (
          <p className="basis-full text-sm text-amber-800 sm:basis-auto">
            Their couriers accept no answer in common. Answer them one by one.
          </p>
        ) : (
          <div className="flex basis-full gap-2 sm:basis-auto">
            {actions.map((action) => {
              const Icon = ICONS[action];
              return (
                <Button
                  key={action}
                  size="sm"
                  className="flex-1 sm:flex-none"
                  variant={action === 'return' ? 'danger' : action === 'reattempt' ? 'primary' : 'outline'}
                  onClick={() => onAnswer(action)}
                >
                  <Icon /> {ACTION_LABELS[action]} {count}
                </Button>
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}
