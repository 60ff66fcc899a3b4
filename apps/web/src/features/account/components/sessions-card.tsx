import { useState } from 'react';
import toast from 'react-hot-toast';
import { Laptop, LogOut, Smartphone } from 'lucide-react';
import type { SessionInfo } from '@sauda/contracts/auth.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime, formatRelative } from '../../../lib/format.ts';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions.ts';
import { useRevokeSession } from '../api/revoke-session.ts';
import { useSessions } from '../api/sessions.ts';
import { describeUserAgent } from './user-agent.ts';

/** "Security": the account's signed-in devices, with revoke and sign-out-everywhere-else. */
export function SessionsCard() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [target, setTarget] = useState<SessionInfo | null>(null);
  const [confirmOthers, setConfirmOthers] = useState(false);
  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current).length;

  return (
    <Card>
      <CardHeader
        title="Security"
        description="Devices signed in to your account. Sign out any you don’t recognise."
        action={
          others > 0 ? (
            <Button variant="outline" size="sm" onClick={() => setConfirmOthers(true)}>
              <LogOut /> Sign out everywhere else
            </Button>
          ) : null
        }
      />
      {sessions.isPending ? (
        <div className="space-y-3 p-5">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : sessions.isError ? (
        <p role="alert" className="p-5 text-sm text-red-700">
          {errorMessage(sessions.error, 'Could not load your sessions')}
        </p>
      ) : (
        <ul className="divide-y divide-line" aria-label="Active sessions">
          {list.map((s) => {
            const ua = describeUserAgent(s.userAgent);
            const Icon = ua.mobile ? Smartphone : Laptop;
            return (
              <li key={s._id} className="flex flex-wrap items-center gap-3 px-5 py-4 sm:flex-nowrap">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
                  <Icon className="size-5" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
                    {ua.browser} on {ua.os}
                    {s.current ? <Badge tone="green">This device</Badge> : null}
                  </p>
                  <p className="mt-0.5 text-xs text-muted" title={s.userAgent ?? undefined}>
                    {s.ip ?? 'Unknown IP'} · Last seen {s.current ? 'now' : formatRelative(s.lastSeenAt)} ·
                    Signed in {formatDateTime(s.createdAt)}
                  </p>
                </div>
                {s.current ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setTarget(s)}
                    className="text-red-700 hover:bg-red-50 hover:text-red-700"
                  >
                    Revoke
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={!!target}
        onOpenChange={(open) => (open ? undefined : setTarget(null))}
        title="Sign out this device?"
        description={
          target
            ? `${describeUserAgent(target.userAgent).browser} on ${describeUserAgent(target.userAgent).os} will need to sign in again.`
            : undefined
        }
        confirmLabel="Revoke session"
        destructive
        pending={revoke.isPending}
        onConfirm={() => {
          if (!target) return;
          revoke.mutate(target._id, {
            onSuccess: () => toast.success('Session revoked'),
            onError: (error) => toast.error(errorMessage(error, 'Could not revoke the session')),
            onSettled: () => setTarget(null),
          });
        }}
      />
      <ConfirmDialog
        open={confirmOthers}
        onOpenChange={setConfirmOthers}
        title="Sign out everywhere else?"
        description={`All other devices (${others}) will be signed out. This device stays signed in.`}
        confirmLabel="Sign out others"
        destructive
        pending={revokeOthers.isPending}
        onConfirm={() =>
          revokeOthers.mutate(undefined, {
            onSuccess: (res) => toast.success(res.message),
            onError: (error) => toast.error(errorMessage(error, 'Could not sign out other devices')),
            onSettled: () => setConfirmOthers(false),
          })
        }
      />
    </Card>
  );
}
