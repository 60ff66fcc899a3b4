import { useEffect } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { MailOpen, XCircle } from 'lucide-react';
import { AuthLayout } from '../../../components/layout/auth-layout.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { authStore, useAuth } from '../../../features/auth/auth-store.ts';
import { verifyTokenQueryOptions, type VerifyAnswer } from '../../../features/auth/api/verify-email.ts';
import { useResendVerification } from '../../../features/auth/api/resend-verification.ts';
import { VerifiedPanel } from './verified-panel.tsx';

function VerifyWithToken({ token }: { token: string }) {
  const query = useQuery(verifyTokenQueryOptions(token));
  const title = query.isPending
    ? 'Verifying your e-mail'
    : query.isError
      ? 'Link not valid'
      : 'E-mail verified';
  return (
    <AuthLayout title={title}>
      <TokenResult query={query} />
    </AuthLayout>
  );
}

function TokenResult({ query }: { query: UseQueryResult<VerifyAnswer> }) {
  if (query.isPending) {
    return (
      <div className="flex items-center justify-center gap-3 py-8 text-sm text-muted" role="status">
        <Spinner className="size-5 text-brand-700" /> Verifying your e-mail…
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="space-y-5 text-center">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700">
          <XCircle className="size-7" />
        </div>
        <p role="alert" className="text-sm text-slate-700">
          {errorMessage(query.error, 'This link is not valid any more.')}
        </p>
        <Link to="/auth/otp" className={buttonClasses('primary', 'lg', 'w-full')}>
          Use the 6-digit code instead
        </Link>
      </div>
    );
  }
  return <VerifiedPanel message={query.data.message} />;
}

function CheckInbox() {
  const { user } = useAuth();
  const resend = useResendVerification();
  return (
    <div className="space-y-6">
      <div className="flex items-start gap-4 rounded-xl border border-line bg-white p-4 shadow-card">
        <div className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <MailOpen className="size-5" />
        </div>
        <p className="text-sm text-slate-700">
          {user ? (
            <>
              We sent a verification link and a 6-digit code to{' '}
              <strong className="text-ink">{user.email}</strong>. Open the link, or enter the code.
            </>
          ) : (
            <>Open the verification link from your e-mail, or enter the 6-digit code it contains.</>
          )}
        </p>
      </div>
      <div className="space-y-3">
        <Link to="/auth/otp" className={buttonClasses('primary', 'lg', 'w-full')}>
          Enter the 6-digit code
        </Link>
        {user ? (
          user.emailVerified ? (
            <Link to="/questionnaire" className={buttonClasses('outline', 'lg', 'w-full')}>
              Already verified — continue
            </Link>
          ) : (
            <Button
              variant="outline"
              size="lg"
              className="w-full"
              loading={resend.isPending}
              onClick={() =>
                resend.mutate(undefined, {
                  onSuccess: (res) => toast.success(res.message),
                  onError: (error) => toast.error(errorMessage(error, 'Could not resend the e-mail')),
                })
              }
            >
              Resend e-mail
            </Button>
          )
        ) : (
          <Link to="/login" className={buttonClasses('outline', 'lg', 'w-full')}>
            Sign in
          </Link>
        )}
      </div>
      {user ? (
        <p className="text-center text-sm text-muted">
          Wrong address or in a hurry?{' '}
          <Link to="/questionnaire" className="font-medium text-brand-700 hover:underline">
            Do this later
          </Link>
        </p>
      ) : null}
    </div>
  );
}

export default function VerifyPage() {
  const [params] = useSearchParams();
  useEffect(() => authStore.clearRedirect(), []);
  const token = params.get('token');
  if (token) return <VerifyWithToken token={token} />;
  return (
    <AuthLayout title="Check your inbox" subtitle="One more step to secure your Sauda account.">
      <CheckInbox />
    </AuthLayout>
  );
}
