import { PageHeader } from '../../../components/layout/page-header.tsx';
import { authStore, useCurrentUser } from '../../../features/auth/auth-store.ts';
import { PasswordForm } from '../../../features/account/components/password-form.tsx';
import { ProfileForm } from '../../../features/account/components/profile-form.tsx';
import { AccountTabs } from './account-tabs.tsx';

export default function ProfileEditPage() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title="Edit Profile" description="Update your details and password." />
      <AccountTabs />
      <div className="space-y-6">
        <ProfileForm user={user} onUpdated={authStore.setUser} />
        <PasswordForm onUpdated={authStore.setUser} />
      </div>
    </>
  );
}
