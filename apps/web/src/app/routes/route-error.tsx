import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/** Router errorElement (product-rules §8): 'Unexpected Application Error!' with the status or message. */
export function RouteError() {
  const error = useRouteError();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-canvas px-6 text-center">
      <div className="rounded-full bg-red-50 px-3 py-1 text-xs font-semibold tracking-wide text-red-700 uppercase">
        Error
      </div>
      <h1 className="text-2xl font-semibold text-ink">Unexpected Application Error!</h1>
      <p className="max-w-lg text-sm break-words text-muted" data-testid="route-error-detail">
        {describe(error)}
      </p>
      <div className="mt-2 flex gap-2">
        <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
          Reload page
        </button>
        <a className={buttonClasses('outline')} href="/">
          Back to home
        </a>
      </div>
    </main>
  );
}
