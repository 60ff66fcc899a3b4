import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { MailWarning } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useResendVerification } from '../api/resend-verification.ts';

/** Shown on the dashboard (and where mail to others waits on it) while the e-mail is not verified. */
export function VerifyEmailBanner({
  email,
  reason = 'to keep your account secure',
  stacked = false,
}: {
  email: string;
  /** What verifying is for, after "Verify <email>". */
  reason?: string;
  /** Text above the buttons at every width (inside a dialog). */
  stacked?: boolean;
}) {
  const resend = useResendVerification();
  return (
    <div
      role="status"
      className={`flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 ${stacked ? '' : 'sm:flex-row sm:items-center'}`}
    >
      <MailWarning className={`hidden size-5 shrink-0 text-amber-600 ${stacked ? '' : 'sm:block'}`} />
      <p className="flex-1 text-sm break-words text-amber-900">
        Verify <strong>{email}</strong> {reason}. We sent you a link and a 6-digit code.
      </p>
      <div className="flex shrink-0 items-center gap-2">
        <Link
          to="/auth/otp"
          className="rounded-md px-2 text-sm font-medium text-amber-900 underline-offset-4 hover:underline"
        >
          Enter code
        </Link>
        <Button
          size="sm"
          variant="outline"
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
      </div>
    </div>
  );
}
