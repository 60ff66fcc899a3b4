import { authStore } from '../features/auth/auth-store.ts';
import { clearAllClientStorage } from '../lib/local-cache.ts';
import { navigateTo } from './navigation.ts';
import { queryClient } from './query-client.ts';

/**
 * product-rules §4: sign-out (or any 401/403) clears the query cache, client auth state, local and session
 * storage, then goes to /login unless already there.
 */
export function endClientSession(): void {
  queryClient.cancelQueries();
  queryClient.clear();
  authStore.signOut();
  clearAllClientStorage();
  if (window.location.pathname !== '/login') navigateTo('/login');
}
