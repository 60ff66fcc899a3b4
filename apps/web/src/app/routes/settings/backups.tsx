import { PageHeader } from '../../../components/layout/page-header.tsx';
import { BackupStatusCards } from '../../../features/system/components/backup-status.tsx';

export default function BackupsPage() {
  return (
    <>
      <PageHeader
        title="Backups"
        description="When Sauda last backed up your business, and how to restore it."
      />
      <div className="max-w-3xl">
        <BackupStatusCards />
      </div>
    </>
  );
}
