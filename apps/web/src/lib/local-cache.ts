/**
 * Plain-JSON local cache (product-rules §3 "Local cache keys"). Never holds a token: the session lives in
 * an HttpOnly cookie. Sign-out clears all of local storage.
 */
import type { Store } from '@sauda/contracts/stores.ts';
import type { Survey } from '@sauda/contracts/survey.ts';

export const CACHE_KEYS = {
  stores: 'Stores',
  questionnaire: 'questionnaire',
  productLength: 'productlength',
  layout: 'isomorphic-layout',
} as const;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readJson<T>(key: string): T | null {
  const raw = storage()?.getItem(key);
  if (raw === null || raw === undefined) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    /* quota or private mode: the cache is only an optimisation */
  }
}

export function removeKey(key: string): void {
  storage()?.removeItem(key);
}

export const surveyCache = {
  get: () => readJson<Survey>(CACHE_KEYS.questionnaire),
  set: (survey: Survey | null) =>
    survey ? writeJson(CACHE_KEYS.questionnaire, survey) : removeKey(CACHE_KEYS.questionnaire),
};

/** An empty store list removes the entry (product-rules §4). */
export const storesCache = {
  get: () => readJson<Store[]>(CACHE_KEYS.stores),
  set: (stores: Store[] | null) =>
    stores && stores.length > 0 ? writeJson(CACHE_KEYS.stores, stores) : removeKey(CACHE_KEYS.stores),
};

export const productPresenceCache = {
  get: () => readJson<boolean>(CACHE_KEYS.productLength) === true,
  set: (present: boolean) => writeJson(CACHE_KEYS.productLength, present),
};

export type LayoutPreference = { sidebarCollapsed: boolean };
const DEFAULT_LAYOUT: LayoutPreference = { sidebarCollapsed: false };

export const layoutCache = {
  get: (): LayoutPreference => ({
    ...DEFAULT_LAYOUT,
    ...(readJson<Partial<LayoutPreference>>(CACHE_KEYS.layout) ?? {}),
  }),
  set: (pref: LayoutPreference) => writeJson(CACHE_KEYS.layout, pref),
};

export function clearAllClientStorage(): void {
  try {
    localStorage.clear();
  } catch {
    /* ignore */
  }
  try {
    sessionStorage.clear();
  } catch {
    /* ignore */
  }
}
