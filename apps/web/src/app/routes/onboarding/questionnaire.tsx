import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { Logo } from '../../../components/ui/logo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useCurrentUser } from '../../../features/auth/auth-store.ts';
import { useSignOut } from '../../../features/auth/api/sign-out.ts';
import { QuestionnaireForm } from '../../../features/survey/components/questionnaire-form.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { endClientSession } from '../../sign-out.ts';

export default function QuestionnairePage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const firstName = user.name.split(/\s+/)[0] ?? user.name;

  return (
    <div className="min-h-dvh bg-canvas">
      <header className="flex items-center justify-between px-5 py-5 sm:px-8">
        <Logo />
        <Button
          variant="ghost"
          size="sm"
          loading={signOut.isPending}
          onClick={() =>
            signOut.mutate(undefined, {
              onSuccess: (res) => toast.success(res.message),
              onError: (error) => toast.error(errorMessage(error, 'Signed out')),
              onSettled: () => endClientSession(),
            })
          }
        >
          Sign out
        </Button>
      </header>
      <main className="mx-auto max-w-2xl px-4 pb-16 sm:px-6">
        <div className="mb-6 px-1">
          <h1 className="text-2xl font-semibold tracking-tight text-ink">Welcome to Sauda, {firstName}!</h1>
          <p className="mt-1 text-sm text-muted">A few quick questions and your back office is ready.</p>
        </div>
        <div className="rounded-2xl border border-line bg-white p-5 shadow-card sm:p-8">
          <QuestionnaireForm
            defaults={{
              businessName: user.accountName,
              // Sign-up names the account after the person when no business name was given.
              askBusinessName: !user.accountName || user.accountName === user.name,
            }}
            onDone={() => {
              toast.success('You’re all set!');
              void navigate('/dashboard', { replace: true });
            }}
          />
        </div>
      </main>
    </div>
  );
}
