import { CheckCircle2, CircleDashed, XCircle } from 'lucide-react';
import type { CourierAccount } from '@sauda/contracts/couriers.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime, formatRelative } from '../../../lib/format.ts';
import { connectionState } from '../lib/catalogue.ts';

/** Green "Connected" / red message / grey "Not tested yet", with when it was tested. */
export function ConnectionStatus({
  account,
  className,
}: {
  account: Pick<CourierAccount, 'lastTestOk' | 'lastTestMessage' | 'lastTestedAt'>;
  className?: string;
}) {
  const status = connectionState(account);
  const Icon = status.state === 'ok' ? CheckCircle2 : status.state === 'failed' ? XCircle : CircleDashed;
  return (
    <div
      data-testid="connection-status"
      data-state={status.state}
      className={cn(
        'flex items-start gap-2 rounded-lg px-3 py-2 text-sm',
        status.state === 'ok' && 'bg-emerald-50 text-emerald-800',
        status.state === 'failed' && 'bg-red-50 text-red-700',
        status.state === 'untested' && 'bg-slate-50 text-slate-600',
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p className="min-w-0">
        <span className="font-medium break-words">{status.label}</span>
        {account.lastTestedAt ? (
          <span className="block text-xs opacity-80">
            Tested{' '}
            <time dateTime={account.lastTestedAt} title={formatDateTime(account.lastTestedAt)}>
              {formatRelative(account.lastTestedAt)}
            </time>
          </span>
        ) : null}
      </p>
    </div>
  );
}
