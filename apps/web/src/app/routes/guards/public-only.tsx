import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../../features/auth/auth-store.ts';

function redirectTarget(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const from = (state as { from: unknown }).from;
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && from !== '/login')
      return from;
  }
  return '/dashboard';
}

/**
 * product-rules §2: public routes such as /login send a signed-in user to /dashboard (or back to the page
 * that sent them to /login; after sign-up, to /verify).
 */
export function PublicOnly() {
  const { isAuthenticated, redirectTo } = useAuth();
  const location = useLocation();
  if (!isAuthenticated) return <Outlet />;
  return <Navigate to={redirectTo ?? redirectTarget(location.state)} replace />;
}
