import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { TooltipProvider } from '../components/ui/tooltip.tsx';
import { Toaster } from '../components/ui/toaster.tsx';
import { FullPageLoader } from '../components/ui/spinner.tsx';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { useAuth } from '../features/auth/auth-store.ts';
import { queryClient } from './query-client.ts';
import { endClientSession } from './sign-out.ts';

setUnauthorizedHandler(endClientSession);

/** Holds the routes back (full-page loader) until the boot-time session restore answers. */
function SessionGate({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'restoring') return <FullPageLoader />;
  return children;
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={300}>
        <SessionGate>{children}</SessionGate>
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
