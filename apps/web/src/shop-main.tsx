/**
 * The storefront's own entry (shop.html): buyers on /sp/:id, /ecommerce/*, /checkout load only
 * React, the router, the query cache and the storefront pages, not the back office or its
 * session check. Other paths reached from here (the COD confirmation page) load the main app.
 */
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import './index.css';
import { Toaster } from './components/ui/toaster.tsx';
import { STOREFRONT_ROUTES } from './app/storefront-routes.ts';
import { rememberScroll, useScrollOnNavigate } from './app/scroll-memory.ts';
import { useFocusPageOnNavigate } from './app/page-announce.ts';

/**
 * Every storefront page opens at the top; back returns to where the buyer was. Focus moves to the
 * new page's h1 (docs/accessibility.md, "Focus, titles and landmarks").
 */
function Root() {
  useScrollOnNavigate();
  useFocusPageOnNavigate();
  return <Outlet />;
}

function LeaveStorefront() {
  const { pathname, search } = useLocation();
  useEffect(() => window.location.assign(pathname + search), [pathname, search]);
  return null;
}

const router = createBrowserRouter([
  { element: <Root />, children: [...STOREFRONT_ROUTES, { path: '*', element: <LeaveStorefront /> }] },
]);
rememberScroll(router);
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
