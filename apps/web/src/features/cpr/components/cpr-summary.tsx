import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatPKR } from '../../../lib/format.ts';
import type { CprList } from '../api/list-payments.ts';
import { differenceText, plural } from '../lib/display.ts';
import { Difference } from './money.tsx';

type Totals = CprList['meta']['totals'];

function Stat({
  label,
  value,
  sub,
  loading,
  onClick,
}: {
  label: string;
  value: ReactNode;
  sub: ReactNode;
  loading: boolean;
  onClick?: () => void;
}) {
  const body = (
    <>
      <p className="text-xs font-medium tracking-wide text-muted uppercase">{label}</p>
      {loading ? (
        <Skeleton className="mt-2 h-7 w-28" />
      ) : (
        <p className="mt-1 text-lg font-semibold text-ink tabular-nums sm:text-xl">{value}</p>
      )}
      <div className="mt-0.5 text-xs text-muted">{loading ? <Skeleton className="h-4 w-20" /> : sub}</div>
    </>
  );
  return (
    <Card className={cn('min-w-0', onClick && 'transition-colors hover:border-brand-300')}>
      {onClick ? (
        <button
          type="button"
          onClick={onClick}
          className="block w-full rounded-xl px-4 py-3 text-left focus-visible:outline-2 focus-visible:outline-brand-600 sm:px-5 sm:py-4"
        >
          {body}
        </button>
      ) : (
        <div className="px-4 py-3 sm:px-5 sm:py-4">{body}</div>
      )}
    </Card>
  );
}

/** Paid · Expected · Difference · Awaiting payment (with how many are missing). */
export function CprSummary({
  totals,
  payments,
  missing,
  loading,
  onShowAwaiting,
}: {
  totals: Totals | undefined;
  payments: number | undefined;
  missing: number | undefined;
  loading: boolean;
  onShowAwaiting: () => void;
}) {
  const diff = totals ? totals.paid - totals.expected : null;
  return (
    <section aria-label="Payment totals" className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat
        label="Paid in total"
        value={formatPKR(totals?.paid)}
        sub={payments !== undefined ? plural(payments, 'payment') : null}
        loading={loading}
      />
      <Stat
        label="Expected"
        value={formatPKR(totals?.expected)}
        sub="COD less courier charges"
        loading={loading}
      />
      <Stat
        label="Difference"
        value={<Difference value={diff} />}
        sub={diff === 0 ? 'Paid exactly what was expected' : differenceText(diff)}
        loading={loading}
      />
      <Stat
        label="Awaiting payment"
        value={formatPKR(totals?.unpaidExpected)}
        sub={
          totals ? (
            <>
              {plural(totals.unpaidParcels, 'parcel')}
              {missing ? <span className="font-medium text-red-700"> · {missing} missing</span> : null}
            </>
          ) : null
        }
        loading={loading}
        onClick={onShowAwaiting}
      />
    </section>
  );
}
