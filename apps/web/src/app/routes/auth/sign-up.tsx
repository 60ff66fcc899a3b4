import { Link } from 'react-router';
import { AuthLayout } from '../../../components/layout/auth-layout.tsx';
import { SignUpForm } from '../../../features/auth/components/sign-up-form.tsx';

export default function SignUpPage() {
  return (
    <AuthLayout
      title="Create your Sauda account"
      subtitle="Free to start. Bring your store, we’ll bring the couriers."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-brand-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <SignUpForm />
    </AuthLayout>
  );
}
