import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useAuth } from '../../../features/auth/auth-store.ts';
import { surveyCache } from '../../../lib/local-cache.ts';

/** Success state after verifying: Continue to the questionnaire (new users) or the dashboard. */
export function VerifiedPanel({ message }: { message: string }) {
  const { isAuthenticated } = useAuth();
  const next = !isAuthenticated ? '/login' : surveyCache.get() ? '/dashboard' : '/questionnaire';
  return (
    <div className="space-y-5 text-center" role="status">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <CheckCircle2 className="size-7" />
      </div>
      <p className="text-sm text-slate-700">{message}</p>
      <Link to={next} className={buttonClasses('primary', 'lg', 'w-full')}>
        {isAuthenticated ? 'Continue' : 'Continue to sign in'}
      </Link>
    </div>
  );
}
