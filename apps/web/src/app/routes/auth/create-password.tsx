import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layout/auth-layout.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { CreatePasswordForm } from '../../../features/auth/components/create-password-form.tsx';

export default function CreatePasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <AuthLayout title="Set a new password" subtitle="Choose a password you don’t use anywhere else.">
      {token ? (
        <CreatePasswordForm token={token} />
      ) : (
        <div className="space-y-4">
          <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
            This page needs the link from your password-reset e-mail.
          </p>
          <Link to="/forgot-password" className={buttonClasses('primary', 'lg', 'w-full')}>
            Request a reset link
          </Link>
        </div>
      )}
    </AuthLayout>
  );
}
