import { useState } from 'react';
import { Search, X } from 'lucide-react';
import { controlClasses } from '../../../components/ui/field.tsx';
import { Combobox, ComboboxError, ComboboxSearching } from '../../../components/ui/combobox.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatPKR } from '../../../lib/format.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useDispatchPick, type DispatchRow } from '../api/dispatch.ts';

const PICK_DEBOUNCE_MS = 300;

/** Search-as-you-type picker over confirmed orders ready to ship (GET /v1/orders/dispatch?search=). */
export function OrderPicker({
  id,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  value: DispatchRow | null;
  onChange: (row: DispatchRow | null) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebouncedValue(text.trim(), PICK_DEBOUNCE_MS);
  const results = useDispatchPick(search, open);
  const options = results.data?.data ?? [];

  if (value) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg border border-brand-200 bg-brand-50/60 px-3 py-2.5">
        <div className="min-w-0 text-sm">
          <p className="font-semibold text-ink">
            {value.name} <span className="font-normal text-muted">· {formatPKR(value.codAmount)} COD</span>
          </p>
          <p className="truncate text-muted">
            {value.consignee.name} · {value.consignee.city} · {value.consignee.phone}
          </p>
        </div>
        <button
          id={id}
          type="button"
          onClick={() => onChange(null)}
          aria-label={`Change order (${value.name} chosen)`}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X className="size-4" /> Change
        </button>
      </div>
    );
  }

  return (
    <Combobox
      id={id}
      value={text}
      onValueChange={setText}
      open={open}
      onOpenChange={setOpen}
      options={options}
      getKey={(row) => row._id}
      onSelect={(row) => {
        onChange(row);
        setText('');
      }}
      listLabel="Orders ready to ship"
      invalid={invalid}
      describedBy={describedBy}
      placeholder="Search order #, buyer or phone"
      icon={
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
      }
      inputClassName={cn(controlClasses, 'h-10 pl-9')}
      status={
        results.isPending ? (
          <ComboboxSearching />
        ) : results.isError ? (
          <ComboboxError
            message={errorMessage(results.error, 'Could not load your orders')}
            onRetry={() => void results.refetch()}
          />
        ) : options.length === 0 ? (
          <p className="px-3 py-3 text-sm text-muted" role="status">
            {search ? `No confirmed order matches “${search}”.` : 'No confirmed orders are waiting to ship.'}
          </p>
        ) : null
      }
      renderOption={(row) => (
        <>
          <span className="min-w-0 flex-1">
            <span className="block text-sm font-medium text-ink">{row.name}</span>
            <span className="block truncate text-xs text-muted">
              {row.consignee.name} · {row.consignee.city}
            </span>
          </span>
          <span className="shrink-0 text-sm font-medium text-ink tabular-nums">
            {formatPKR(row.codAmount)}
          </span>
        </>
      )}
    />
  );
}
