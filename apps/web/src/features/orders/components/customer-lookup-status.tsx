import { AlertTriangle, UserCheck, UserPlus } from 'lucide-react';
import type { Customer } from '@sauda/contracts/customers.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** What the customer lookup found for a phone number (composed by the page from the customers API). */
export type CustomerMatch = {
  customer: Pick<
    Customer,
    '_id' | 'name' | 'city' | 'ordersCount' | 'deliveredCount' | 'returnedCount' | 'warning' | 'blocked'
  >;
  lastAddress: { address: string; city: string; province: string | null } | null;
};

export type Lookup =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'new' }
  | { state: 'found'; match: CustomerMatch; filled: string[] };

export function LookupStatus({ lookup }: { lookup: Lookup }) {
  if (lookup.state === 'idle') return null;
  if (lookup.state === 'loading') {
    return (
      <p className="flex items-center gap-2 text-sm text-muted" role="status">
        <Spinner /> Looking up this number…
      </p>
    );
  }
  if (lookup.state === 'new') {
    return (
      <p className="flex items-center gap-2 text-sm text-muted" role="status">
        <UserPlus className="size-4" /> New customer
      </p>
    );
  }
  const c = lookup.match.customer;
  return (
    <div className="space-y-2" role="status">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
        <UserCheck className="size-4" />
        <span>
          Returning customer <strong>{c.name}</strong> · {c.ordersCount} order{c.ordersCount === 1 ? '' : 's'}
          , {c.deliveredCount} delivered, {c.returnedCount} returned
        </span>
        {lookup.filled.length ? (
          <span className="text-brand-700">· filled {lookup.filled.join(', ')}</span>
        ) : null}
      </p>
      {c.warning ? (
        <p
          className="flex gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          role="alert"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" /> {c.warning}
        </p>
      ) : null}
    </div>
  );
}
