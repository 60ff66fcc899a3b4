import { lazy, type ComponentType } from 'react';

const RELOAD_FLAG = 'sauda:chunk-reload';

type PageModule = { default: ComponentType };

/**
 * A failed page load (stale deploy, flaky network) reloads the page once; if it fails again the
 * error is rethrown so the router's error screen shows (product-rules §8 "preload error"). Vite's
 * `vite:preloadError` event is left alone: its failure reaches this catch as a rejected import.
 */
async function loadWithReload(load: () => Promise<PageModule>): Promise<PageModule> {
  try {
    const mod = await load();
    if (!mod?.default) throw new Error('Failed to load the page');
    sessionStorage.removeItem(RELOAD_FLAG);
    return mod;
  } catch (error) {
    if (!sessionStorage.getItem(RELOAD_FLAG)) {
      sessionStorage.setItem(RELOAD_FLAG, '1');
      window.location.reload();
      return new Promise<PageModule>(() => {});
    }
    sessionStorage.removeItem(RELOAD_FLAG);
    throw error;
  }
}

/** For a route's `lazy`. */
export function lazyRoute(load: () => Promise<PageModule>) {
  return async () => ({ Component: (await loadWithReload(load)).default });
}

/** For a component rendered outside route `lazy` (e.g. the landing page at '/'). */
export function lazyComponent(load: () => Promise<PageModule>) {
  return lazy(() => loadWithReload(load));
}
