import { Link } from 'react-router';
import { AuthLayout } from '../../../components/layout/auth-layout.tsx';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form.tsx';

export default function ForgotPasswordPage() {
  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the e-mail you signed up with and we’ll send you a link to set a new one."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className="font-medium text-brand-700 hover:underline">
            Back to sign in
          </Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
