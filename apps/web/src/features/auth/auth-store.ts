/**
 * Client auth state (product-rules §3 "User session": user, isAuthenticated). The session token itself is
 * an HttpOnly cookie and is never kept here. `status` is 'restoring' until the boot-time
 * GET /v1/auth/session answers.
 */
import { useSyncExternalStore } from 'react';
import type { SessionData, User } from '@sauda/contracts/auth.ts';
import { storesCache, surveyCache } from '../../lib/local-cache.ts';

export type AuthStatus = 'restoring' | 'authenticated' | 'anonymous';
export type AuthState = {
  status: AuthStatus;
  user: User | null;
  isAuthenticated: boolean;
  /** Where a public-only page sends the user right after this sign-in (e.g. /verify after sign-up). */
  redirectTo: string | null;
};

let state: AuthState = { status: 'restoring', user: null, isAuthenticated: false, redirectTo: null };
const listeners = new Set<() => void>();

function emit(next: AuthState) {
  state = next;
  listeners.forEach((l) => l());
}

export const authStore = {
  getState: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Sign-in, sign-up and session restore: keep the user, cache survey and stores locally. */
  startSession(session: SessionData, options: { redirectTo?: string } = {}) {
    surveyCache.set(session.saudaSurvey);
    storesCache.set(session.stores);
    emit({
      status: 'authenticated',
      user: session.user,
      isAuthenticated: true,
      redirectTo: options.redirectTo ?? null,
    });
  },
  clearRedirect() {
    if (state.redirectTo) emit({ ...state, redirectTo: null });
  },
  setUser(user: User) {
    if (state.status !== 'authenticated') return;
    emit({ ...state, user });
  },
  markEmailVerified() {
    if (state.user) emit({ ...state, user: { ...state.user, emailVerified: true } });
  },
  signOut() {
    emit({ status: 'anonymous', user: null, isAuthenticated: false, redirectTo: null });
  },
};

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);
}

/** The signed-in user; only call below a guard that ensures authentication. */
export function useCurrentUser(): User {
  const { user } = useAuth();
  if (!user) throw new Error('useCurrentUser needs a signed-in user');
  return user;
}
