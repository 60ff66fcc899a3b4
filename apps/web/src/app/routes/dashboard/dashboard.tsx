import { Link } from 'react-router';
import { Store, UserRound, Bell } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useCurrentUser } from '../../../features/auth/auth-store.ts';
import { VerifyEmailBanner } from '../../../features/auth/components/verify-email-banner.tsx';
import { useSurvey } from '../../../features/survey/api/get-survey.ts';
import { useStores } from '../../../features/stores/api/list-stores.ts';
import { StoresCard } from '../../../features/stores/components/stores-card.tsx';
import { greeting } from '../../../lib/format.ts';
import { SetupChecklist, type ChecklistStep } from './setup-checklist.tsx';

const SHORTCUTS = [
  { to: '/sales-channel', title: 'Sales channels', text: 'Add or rename your stores', icon: Store },
  {
    to: '/my-profile',
    title: 'Profile & security',
    text: 'Your details and signed-in devices',
    icon: UserRound,
  },
  {
    to: '/my-profile/notification',
    title: 'Notifications',
    text: 'Choose what we e-mail you about',
    icon: Bell,
  },
];

export default function DashboardPage() {
  const user = useCurrentUser();
  const survey = useSurvey();
  const stores = useStores();
  const firstName = user.name.split(/\s+/)[0] ?? user.name;
  const storeCount = stores.data?.meta.total ?? stores.data?.data.length ?? 0;

  const steps: ChecklistStep[] = [
    {
      id: 'verify',
      title: 'Verify your e-mail',
      text: 'Keeps your account recoverable and secure.',
      done: user.emailVerified,
      to: '/verify',
      cta: 'Verify',
    },
    {
      id: 'questionnaire',
      title: 'Tell us about your business',
      text: 'What you sell, where you ship from and which couriers you use.',
      done: !!survey.data,
      to: '/questionnaire',
      cta: 'Answer',
    },
    {
      id: 'store',
      title: 'Create your first store',
      text: 'A Sauda store is where your orders and products will live.',
      done: storeCount > 0,
      to: '/create-sales-channel',
      cta: 'Create',
    },
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        title={`${greeting()}, ${firstName}`}
        description={
          survey.data?.businessName
            ? `Here’s what’s happening at ${survey.data.businessName}.`
            : 'Welcome to Sauda.'
        }
      />
      {user.emailVerified ? null : <VerifyEmailBanner email={user.email} />}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <StoresCard />
        {steps.every((s) => s.done) ? (
          <Card className="p-5">
            <h2 className="text-base font-semibold text-ink">You’re all set up</h2>
            <p className="mt-1 text-sm text-muted">
              Orders, couriers and payments arrive in Sauda soon — your stores are ready for them.
            </p>
          </Card>
        ) : (
          <SetupChecklist steps={steps} />
        )}
      </div>
      <section aria-labelledby="shortcuts-title">
        <h2 id="shortcuts-title" className="mb-3 text-sm font-semibold text-ink">
          Shortcuts
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          {SHORTCUTS.map(({ to, title, text, icon: Icon }) => (
            <Link
              key={to}
              to={to}
              className="group flex items-start gap-3 rounded-xl border border-line bg-white p-4 shadow-card transition-colors hover:border-brand-200"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-4" />
              </span>
              <span>
                <span className="block text-sm font-medium text-ink group-hover:text-brand-800">{title}</span>
                <span className="block text-xs text-muted">{text}</span>
              </span>
            </Link>
          ))}
        </div>
      </section>
    </div>
  );
}
