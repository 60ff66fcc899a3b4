import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useCurrentUser } from '../../../features/auth/auth-store.ts';
import { PersonalInfoCard } from '../../../features/account/components/personal-info-card.tsx';
import { SessionsCard } from '../../../features/account/components/sessions-card.tsx';
import { useSurvey } from '../../../features/survey/api/get-survey.ts';
import { AccountTabs } from './account-tabs.tsx';

export default function MyProfilePage() {
  const user = useCurrentUser();
  const survey = useSurvey();
  return (
    <>
      <PageHeader title="My Profile" description="Your personal details and account security." />
      <AccountTabs />
      <div className="space-y-6">
        <PersonalInfoCard user={user} businessName={survey.data?.businessName || user.accountName} />
        <SessionsCard />
      </div>
    </>
  );
}
