import { DatabaseBackup, History } from 'lucide-react';
import type { BackupStatus } from '@sauda/contracts/system.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime, formatRelative } from '../../../lib/format.ts';
import { useBackupStatus } from '../api/backups.ts';

const size = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function Command({ text, label }: { text: string; label: string }) {
  return (
    <div className="flex items-center gap-2 rounded-lg border border-line bg-slate-50 px-3 py-2">
      <code className="min-w-0 flex-1 font-mono text-sm break-all text-ink">{text}</code>
      <CopyButton text={text} label={label} />
    </div>
  );
}

function LastBackup({ status }: { status: BackupStatus }) {
  const { last } = status;
  if (!last) {
    return (
      <p className="text-sm text-muted">
        {status.automatic
          ? 'No backup yet. The first is taken within ten minutes of Sauda starting.'
          : 'No backup in the backup folder yet.'}
      </p>
    );
  }
  return (
    <dl className="grid grid-cols-[minmax(0,1fr)] gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
      <div>
        <dt className="text-muted">Last backup</dt>
        <dd className="mt-0.5 font-medium text-ink">
          {formatDateTime(last.takenAt)}{' '}
          <span className="font-normal text-muted">({formatRelative(last.takenAt)})</span>
        </dd>
      </div>
      <div>
        <dt className="text-muted">Size</dt>
        <dd className="mt-0.5 font-medium text-ink">{size(last.bytes)}</dd>
      </div>
      <div>
        <dt className="text-muted">{status.automatic ? 'Next backup' : 'Backups kept'}</dt>
        <dd className="mt-0.5 font-medium text-ink">
          {status.automatic && status.nextDueAt
            ? Date.parse(status.nextDueAt) <= Date.now()
              ? 'Due now'
              : formatDateTime(status.nextDueAt)
            : status.count}
        </dd>
      </div>
    </dl>
  );
}

/** When the last backup was taken, and how to take and restore one (docs/operations.md). */
export function BackupStatusCards() {
  const status = useBackupStatus();
  if (status.isPending) {
    return (
      <Card className="space-y-3 p-5" aria-busy="true">
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-10" />
      </Card>
    );
  }
  if (status.isError) {
    return (
      <Card className="p-5">
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(status.error, 'Could not load the backup status')}
        </p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void status.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  const s = status.data;
  const embedded = s.database === 'embedded';
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader
          title={
            <span className="inline-flex items-center gap-2">
              <DatabaseBackup className="size-5 text-brand-700" aria-hidden="true" />
              {embedded ? 'Automatic backups' : 'Backups'}
            </span>
          }
          description={
            embedded
              ? s.automatic
                ? `Sauda backs up everything (orders, products, customers, images, courier keys) every ${s.everyHours} hours and keeps the last ${s.keep}, in the backups folder of its data folder.`
                : 'Automatic backups are off on this server (BACKUPS_KEPT=0). Take one with the command below.'
              : 'Sauda runs on PostgreSQL here: back it up with the command below, or with your database provider’s point-in-time recovery.'
          }
          action={
            s.automatic ? <Badge tone="green">On</Badge> : embedded ? <Badge tone="yellow">Off</Badge> : null
          }
        />
        <CardBody>
          <LastBackup status={s} />
        </CardBody>
      </Card>
      <Card>
        <CardHeader
          title={
            <span className="inline-flex items-center gap-2">
              <History className="size-5 text-brand-700" aria-hidden="true" />
              Back up and restore by hand
            </span>
          }
          description="On the machine that runs Sauda, in its folder. A backup is taken while Sauda keeps serving; a restore needs Sauda stopped."
        />
        <CardBody className="space-y-4">
          <div className="space-y-1.5">
            <p className="text-sm font-medium text-ink">Take a backup now</p>
            <Command text="npm run backup" label="Copy the backup command" />
          </div>
          <div className="space-y-1.5">
            <p className="text-sm font-medium text-ink">Restore one into an empty database</p>
            <Command
              text={`npm run restore -- ${embedded ? `.data/backups/${s.last?.name ?? 'sauda-…tar.gz'}` : 'sauda-….tar.gz'}`}
              label="Copy the restore command"
            />
            <p className="text-xs text-muted">
              {embedded ? '.data is the default data folder (DATA_DIR). ' : ''}A database that already holds
              data is refused unless you add <code>--force</code>, which replaces everything in it.
            </p>
          </div>
        </CardBody>
      </Card>
    </div>
  );
}
