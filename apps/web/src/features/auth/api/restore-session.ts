import type { SessionData } from '@sauda/contracts/auth.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import { authStore } from '../auth-store.ts';

/** GET /v1/auth/session on boot: 401 simply means "signed out". */
export async function restoreSession(): Promise<SessionData | null> {
  try {
    const res = await api.get<DataEnvelope<SessionData>>('/v1/auth/session');
    authStore.startSession(res.data);
    return res.data;
  } catch {
    // 401 = not signed in. Any other failure (server down) also starts signed out, so the
    // public pages keep working; signing in again restores everything.
    authStore.signOut();
    return null;
  }
}
