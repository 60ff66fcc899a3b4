import { PageHeader } from '../../../components/layout/page-header.tsx';
import { NotificationPrefsForm } from '../../../features/account/components/notification-prefs-form.tsx';
import { AccountTabs } from './account-tabs.tsx';

export default function NotificationsPage() {
  return (
    <>
      <PageHeader title="Notification Settings" description="Choose how Sauda keeps you informed." />
      <AccountTabs />
      <NotificationPrefsForm />
    </>
  );
}
