import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layout/auth-layout.tsx';
import { useAuth } from '../../../features/auth/auth-store.ts';
import { OtpForm } from '../../../features/auth/components/otp-form.tsx';
import { VerifiedPanel } from './verified-panel.tsx';

export default function OtpPage() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const [verified, setVerified] = useState<string | null>(null);
  const email = params.get('email') ?? user?.email ?? '';

  return (
    <AuthLayout
      title={verified ? 'E-mail verified' : 'Enter your code'}
      subtitle={verified ? undefined : 'Type the 6-digit code from the verification e-mail we sent you.'}
      footer={
        verified ? undefined : (
          <>
            Have the e-mail open?{' '}
            <Link to="/verify" className="font-medium text-brand-700 hover:underline">
              Use the link instead
            </Link>
          </>
        )
      }
    >
      {verified ? (
        <VerifiedPanel message={verified} />
      ) : (
        <OtpForm defaultEmail={email} onVerified={setVerified} />
      )}
    </AuthLayout>
  );
}
