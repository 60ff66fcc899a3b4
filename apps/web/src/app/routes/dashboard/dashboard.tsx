import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { FilePlus2, MessageCircleMore, Plus, ShoppingBag, Store, Users } from 'lucide-react';
import { ORDER_STATUSES } from '@sauda/contracts/orders.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useDashboard } from '../../../features/dashboard/api/get-dashboard.ts';
import {
  DashboardFigures,
  FiguresSkeleton,
  WaitingCard,
} from '../../../features/dashboard/components/dashboard-figures.tsx';
import { useOrders } from '../../../features/orders/api/list-orders.ts';
import { RecentOrders } from '../../../features/orders/components/recent-orders.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { Skeleton } from '../../../components/ui/spinner.tsx';

// Recharts is the heaviest dependency: the figures render first, the chart follows.
const DailyChart = lazy(() =>
  import('../../../features/dashboard/components/daily-chart.tsx').then((m) => ({ default: m.DailyChart })),
);
import { useCurrentUser } from '../../../features/auth/auth-store.ts';
import { VerifyEmailBanner } from '../../../features/auth/components/verify-email-banner.tsx';
import { useSurvey } from '../../../features/survey/api/get-survey.ts';
import { useStores } from '../../../features/stores/api/list-stores.ts';
import { useShippers } from '../../../features/couriers/api/shippers.ts';
import { useCourierAccounts } from '../../../lib/courier-accounts.ts';
import { StoresCard } from '../../../features/stores/components/stores-card.tsx';
import { greeting } from '../../../lib/format.ts';
import { SetupChecklist, type ChecklistStep } from './setup-checklist.tsx';

const SHORTCUTS = [
  {
    to: '/create-orders',
    title: 'Create Order',
    text: 'A WhatsApp, Instagram or phone sale',
    icon: FilePlus2,
  },
  {
    to: '/orders/confirm-orders',
    title: 'COD confirmation',
    text: 'Send buyers their confirmation link',
    icon: MessageCircleMore,
  },
  { to: '/customer', title: 'Customers', text: 'Buyers and their delivery record', icon: Users },
  { to: '/sales-channel', title: 'Sales Channels', text: 'Add or rename your stores', icon: Store },
];

/** Orders in the account (all statuses), from the recent-orders list's status counts. */
function useAccountOrderCount(): number | undefined {
  const recent = useOrders({ page: 1, limit: 5 });
  const counts = recent.data?.meta.statusCounts;
  return counts ? ORDER_STATUSES.reduce((sum, s) => sum + (counts[s] ?? 0), 0) : undefined;
}

function Overview({ hasStores, setupDone }: { hasStores: boolean; setupDone: boolean }) {
  const dashboard = useDashboard();
  const orderCount = useAccountOrderCount();
  if (dashboard.isPending) return <FiguresSkeleton />;
  if (dashboard.isError) {
    return (
      <Card className="p-5">
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(dashboard.error, 'Could not load your figures')}
        </p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void dashboard.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  if (orderCount === 0) {
    const empty = (
      <Card>
        <EmptyState
          icon={<ShoppingBag />}
          title="Your orders will show up here"
          description={
            hasStores
              ? 'Create your first order. Cash-on-delivery buyers get a link to confirm it on WhatsApp, and your sales, confirmations and deliveries are counted here.'
              : 'Create a store first, then your first order.'
          }
          action={
            hasStores ? (
              <Link to="/create-orders" className={buttonClasses('primary')}>
                <Plus /> Create your first order
              </Link>
            ) : null
          }
        />
      </Card>
    );
    return setupDone ? (
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        {empty}
        <StoresCard />
      </div>
    ) : (
      empty
    );
  }
  const data = dashboard.data;
  return (
    <div className="space-y-6">
      <DashboardFigures data={data} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Suspense fallback={<Skeleton className="h-80 rounded-xl" />}>
          <DailyChart daily={data.daily} />
        </Suspense>
        <WaitingCard data={data} />
      </div>
      {setupDone ? (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
          <RecentOrders />
          <StoresCard />
        </div>
      ) : null}
    </div>
  );
}

export default function DashboardPage() {
  const user = useCurrentUser();
  const survey = useSurvey();
  const stores = useStores();
  const couriers = useCourierAccounts();
  const shippers = useShippers();
  const firstName = user.name.split(/\s+/)[0] ?? user.name;
  const storeCount = stores.data?.meta.total ?? stores.data?.data.length ?? 0;

  const steps: ChecklistStep[] = [
    {
      id: 'verify',
      title: 'Verify your e-mail',
      text: 'Keeps your account recoverable and secure.',
      done: user.emailVerified,
      to: '/verify',
      cta: 'Verify',
    },
    {
      id: 'questionnaire',
      title: 'Tell us about your business',
      text: 'What you sell, where you ship from and which couriers you use.',
      done: !!survey.data,
      to: '/questionnaire',
      cta: 'Answer',
    },
    {
      id: 'store',
      title: 'Create your first store',
      text: 'A Sauda store is where your orders and products will live.',
      done: storeCount > 0,
      to: '/create-sales-channel',
      cta: 'Create',
    },
    {
      id: 'courier',
      title: 'Connect a courier',
      text: 'Book parcels, print airway bills and follow them without leaving Sauda.',
      done: (couriers.data?.length ?? 0) > 0,
      to: '/courier-management',
      cta: 'Connect',
    },
    {
      id: 'pickup',
      title: 'Add a pickup address',
      text: 'Where riders collect your parcels; printed on every airway bill.',
      done: (shippers.data?.length ?? 0) > 0,
      to: '/add-shipper-info',
      cta: 'Add',
    },
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        title={`${greeting()}, ${firstName}`}
        description={
          survey.data?.businessName
            ? `Here’s what’s happening at ${survey.data.businessName}.`
            : 'Welcome to Sauda.'
        }
      />
      {user.emailVerified ? null : <VerifyEmailBanner email={user.email} />}
      {steps.every((s) => s.done) ? null : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
          <StoresCard />
          <SetupChecklist steps={steps} />
        </div>
      )}
      <Overview hasStores={storeCount > 0} setupDone={steps.every((s) => s.done)} />
      <section aria-labelledby="shortcuts-title">
        <h2 id="shortcuts-title" className="mb-3 text-sm font-semibold text-ink">
          Shortcuts
        </h2>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SHORTCUTS.map(({ to, title, text, icon: Icon }) => (
            <Link
              key={to}
              to={to}
              className="group flex items-start gap-3 rounded-xl border border-line bg-white p-4 shadow-card transition-colors hover:border-brand-200"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-4" />
              </span>
              <span>
                <span className="block text-sm font-medium text-ink group-hover:text-brand-800">{title}</span>
                <span className="block text-xs text-muted">{text}</span>
              </span>
            </Link>
          ))}
        </div>
      </section>
    </div>
  );
}
