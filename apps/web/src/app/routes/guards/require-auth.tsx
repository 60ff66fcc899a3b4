import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../../features/auth/auth-store.ts';
import { FullPageLoader } from '../../../components/ui/spinner.tsx';
import { lazyComponent } from '../../lazy-page.ts';

const LandingPage = lazyComponent(() => import('../public/landing.tsx'));

/** product-rules §2: unauthenticated users go to /login — except at '/', which is the public landing page. */
export function RequireAuth() {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (isAuthenticated) return <Outlet />;
  if (location.pathname === '/') {
    return (
      <Suspense fallback={<FullPageLoader />}>
        <LandingPage />
      </Suspense>
    );
  }
  return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
}
