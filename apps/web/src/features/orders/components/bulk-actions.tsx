import { useState } from 'react';
import toast from 'react-hot-toast';
import { DropdownMenu } from 'radix-ui';
import { AlertTriangle, ChevronDown, X } from 'lucide-react';
import { ORDER_STATUSES, STATUS_LABELS, type OrderStatus } from '@sauda/contracts/orders.ts';
import { Button } from '../../../components/ui/button.tsx';
import { statusTone } from '../../../components/ui/badge-tone.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useBulkStatus, type BulkStatusResult } from '../api/bulk-status.ts';
import { ReasonDialog } from './reason-dialog.tsx';

const dotColour: Record<string, string> = {
  green: 'bg-emerald-500',
  blue: 'bg-blue-500',
  yellow: 'bg-amber-500',
  red: 'bg-red-500',
  grey: 'bg-slate-400',
};

function plural(n: number) {
  return `${n} order${n === 1 ? '' : 's'}`;
}

/** The bar over the table while orders are selected: change all of them to one status. */
export function BulkActionBar({
  ids,
  onClear,
  onDone,
}: {
  ids: string[];
  onClear: () => void;
  onDone: (result: BulkStatusResult, status: OrderStatus) => void;
}) {
  const bulk = useBulkStatus();
  const [confirmCancel, setConfirmCancel] = useState(false);

  function run(status: OrderStatus, reason?: string) {
    bulk.mutate(
      { ids, status, reason },
      {
        onSuccess: (result) => {
          setConfirmCancel(false);
          const label = STATUS_LABELS[status];
          if (result.updated.length) toast.success(`${plural(result.updated.length)} moved to ${label}`);
          if (result.failed.length)
            toast.error(`${plural(result.failed.length)} could not be moved to ${label}`);
          onDone(result, status);
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not change the orders')),
      },
    );
  }

  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 border-b border-brand-200 bg-brand-50 px-4 py-2.5 sm:px-5"
    >
      <p className="text-sm font-medium text-brand-900 tabular-nums">{ids.length} selected</p>
      {/* Not modal, as the profile menu: nothing else is aria-hidden while it is open. */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button size="sm" loading={bulk.isPending}>
            Change status <ChevronDown />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="start"
            sideOffset={6}
            className="z-50 min-w-56 rounded-lg border border-line bg-white p-1 shadow-pop data-[state=open]:animate-pop-in"
          >
            <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-medium text-muted">
              Move {plural(ids.length)} to
            </DropdownMenu.Label>
            {ORDER_STATUSES.map((s) => (
              <DropdownMenu.Item
                key={s}
                onSelect={() => (s === 'Cancelled' ? setConfirmCancel(true) : run(s))}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-50"
              >
                <span className={`size-2 rounded-full ${dotColour[statusTone(s)] ?? 'bg-slate-400'}`} />
                {STATUS_LABELS[s]}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <Button size="sm" variant="ghost" onClick={onClear}>
        <X /> Clear selection
      </Button>
      <ReasonDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={`Cancel ${plural(ids.length)}?`}
        description="Cancelled orders cannot be reopened. Orders already dispatched will be skipped."
        confirmLabel={`Cancel ${plural(ids.length)}`}
        pending={bulk.isPending}
        onConfirm={(reason) => run('Cancelled', reason)}
      />
    </div>
  );
}

/** What a bulk change could not do, order by order. */
export function BulkFailures({
  failures,
  status,
  onDismiss,
}: {
  failures: BulkStatusResult['failed'];
  status: OrderStatus;
  onDismiss: () => void;
}) {
  return (
    <div role="alert" className="border-b border-amber-200 bg-amber-50 px-4 py-3 sm:px-5">
      <div className="flex items-start gap-3">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-600" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-amber-900">
            {plural(failures.length)} could not be moved to {STATUS_LABELS[status]}
          </p>
          <ul className="mt-1 space-y-0.5 text-sm text-amber-900">
            {failures.map((f) => (
              <li key={f._id}>
                <span className="font-medium">{f.name ?? f._id}</span>: {f.message}
              </li>
            ))}
          </ul>
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          className="rounded p-1 text-amber-700 hover:bg-amber-100"
        >
          <X className="size-4" />
        </button>
      </div>
    </div>
  );
}
