import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/ui/spinner.tsx';
import { lazyRoute } from './lazy-page.ts';
import { setNavigator } from './navigation.ts';
import { ROUTE_REGISTRY } from './route-registry.ts';
import { STOREFRONT_ROUTES } from './storefront-routes.ts';
import { PublicOnly } from './routes/guards/public-only.tsx';
import { QuestionnaireOnly } from './routes/guards/questionnaire-only.tsx';
import { RequireAuth } from './routes/guards/require-auth.tsx';
import { RequireQuestionnaire } from './routes/guards/require-questionnaire.tsx';
import { RouteError } from './routes/route-error.tsx';
import { rememberScroll, useScrollOnNavigate } from './scroll-memory.ts';
import { useFocusPageOnNavigate } from './page-announce.ts';

/**
 * The root of every page: where it opens when navigated to (scroll-memory.ts) and where focus goes
 * (page-announce.ts).
 */
function Root() {
  useScrollOnNavigate();
  useFocusPageOnNavigate();
  return <Outlet />;
}

const shellPages: RouteObject[] = ROUTE_REGISTRY.map((entry) => ({
  path: entry.path,
  lazy: lazyRoute(entry.load),
}));

const dashboard = ROUTE_REGISTRY.find((e) => e.path === '/dashboard');
if (!dashboard) throw new Error('route registry needs /dashboard');

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      {
        element: <RequireAuth />,
        children: [
          {
            element: <QuestionnaireOnly />,
            children: [
              {
                path: '/questionnaire',
                lazy: lazyRoute(() => import('./routes/onboarding/questionnaire.tsx')),
              },
            ],
          },
          {
            element: <RequireQuestionnaire />,
            children: [
              {
                lazy: lazyRoute(() => import('./routes/app-layout.tsx')),
                children: [{ index: true, lazy: lazyRoute(dashboard.load) }, ...shellPages],
              },
            ],
          },
        ],
      },
      {
        element: <PublicOnly />,
        children: [
          { path: '/login', lazy: lazyRoute(() => import('./routes/auth/login.tsx')) },
          { path: '/sign-up', lazy: lazyRoute(() => import('./routes/auth/sign-up.tsx')) },
          { path: '/forgot-password', lazy: lazyRoute(() => import('./routes/auth/forgot-password.tsx')) },
        ],
      },
      // Public: the buyer's COD confirmation page (signed in or not).
      {
        path: '/order-confirmation',
        lazy: lazyRoute(() => import('./routes/public/order-confirmation.tsx')),
      },
      // Public: the Sauda storefront (buyers, signed in or not). A fresh load gets shop.html.
      ...STOREFRONT_ROUTES,
      { path: '/verify', lazy: lazyRoute(() => import('./routes/auth/verify.tsx')) },
      { path: '/auth/otp', lazy: lazyRoute(() => import('./routes/auth/otp.tsx')) },
      { path: '/create-password', lazy: lazyRoute(() => import('./routes/auth/create-password.tsx')) },
      // product-rules §2/§6: the admin group is never reachable.
      { path: '/admin/*', element: <Navigate to="/login" replace /> },
      { path: '/admin', element: <Navigate to="/login" replace /> },
      { path: '*', lazy: lazyRoute(() => import('./routes/public/not-found.tsx')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
rememberScroll(router);

setNavigator((to) => void router.navigate(to, { replace: true }));
