import { Link } from 'react-router';
import { AuthLayout } from '../../../components/layout/auth-layout.tsx';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';

export default function LoginPage() {
  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to manage your orders, couriers and payments."
      footer={
        <>
          New to Sauda?{' '}
          <Link to="/sign-up" className="font-medium text-brand-700 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}
