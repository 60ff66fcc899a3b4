import { Link } from 'react-router';
import {
  ArrowRight,
  BadgeCheck,
  Banknote,
  Boxes,
  PackageCheck,
  PhoneCall,
  ShoppingBag,
  Store,
  Truck,
} from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Logo } from '../../../components/ui/logo.tsx';
import { LandingPreview } from './landing-preview.tsx';

const FEATURES = [
  {
    icon: ShoppingBag,
    title: 'All your orders, one list',
    text: 'Shopify, your Sauda store, WhatsApp and Instagram orders side by side, with status, payment method and city.',
  },
  {
    icon: PhoneCall,
    title: 'Confirm COD before you ship',
    text: 'Cut fake orders and returns: confirm cash-on-delivery orders with the customer before a rider is booked.',
  },
  {
    icon: Truck,
    title: 'Book every courier',
    text: 'PostEx, Leopards, Trax, M&P and TCS in one place. Bulk booking, airway bills and load sheets in a click.',
  },
  {
    icon: Banknote,
    title: 'Know where your money is',
    text: 'CPR and cheque reconciliation, courier remittances and payouts in rupees — no more spreadsheets.',
  },
  {
    icon: Boxes,
    title: 'Products and inventory',
    text: 'Variants, stock and purchase orders from your vendors, kept in sync with every sales channel.',
  },
  {
    icon: PackageCheck,
    title: 'Tracking your customers trust',
    text: 'A public tracking page for every parcel, so customers stop calling to ask where their order is.',
  },
];

const STEPS = [
  {
    title: 'Create your account',
    text: 'Sign up free and tell us what you sell and which couriers you use.',
  },
  { title: 'Add your store', text: 'Open a Sauda store in seconds; Shopify connections are on the way.' },
  { title: 'Ship and get paid', text: 'Confirm, book, dispatch and reconcile COD from one back office.' },
];

const COURIERS = ['PostEx', 'Leopards', 'Trax', 'M&P', 'TCS', 'Call Courier', 'BlueEx'];

export default function LandingPage() {
  return (
    <div className="min-h-dvh bg-white">
      <header className="sticky top-0 z-30 border-b border-line/70 bg-white/85 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-5">
          <Link to="/" className="rounded-md" aria-label="Sauda home">
            <Logo />
          </Link>
          <nav className="flex items-center gap-1 sm:gap-2" aria-label="Account">
            <Link to="/login" className={buttonClasses('ghost', 'md')}>
              Log in
            </Link>
            <Link to="/sign-up" className={buttonClasses('primary', 'md')}>
              Get started
            </Link>
          </nav>
        </div>
      </header>

      <main>
        <section className="relative overflow-hidden">
          <div aria-hidden className="absolute inset-x-0 -top-40 -z-0 flex justify-center">
            <div className="h-[480px] w-[900px] rounded-full bg-gradient-to-tr from-brand-100 via-teal-50 to-white blur-3xl" />
          </div>
          <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-5 pt-16 pb-20 lg:grid-cols-2 lg:pt-24">
            <div>
              <span className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800">
                <BadgeCheck className="size-3.5" /> Built for Pakistani online sellers
              </span>
              <h1 className="mt-5 text-4xl leading-[1.1] font-semibold tracking-tight text-ink sm:text-5xl">
                Run orders, couriers and COD from one back office.
              </h1>
              <p className="mt-5 max-w-xl text-lg text-slate-600">
                Sauda brings your stores, courier bookings and cash-on-delivery payments together — so you
                spend less time on spreadsheets and phone calls, and more time selling.
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <Link to="/sign-up" className={buttonClasses('primary', 'xl')}>
                  Start free <ArrowRight />
                </Link>
                <Link to="/login" className={buttonClasses('outline', 'xl')}>
                  I already have an account
                </Link>
              </div>
              <p className="mt-4 text-sm text-muted">
                No card needed · Prices in PKR · Built for cash on delivery
              </p>
            </div>
            <LandingPreview />
          </div>
        </section>

        <section className="border-y border-line bg-slate-50/70" aria-label="Couriers">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-10 gap-y-3 px-5 py-6 text-sm font-semibold tracking-wide text-muted uppercase">
            <span className="text-xs font-medium text-slate-500 normal-case">
              Works with the couriers you use
            </span>
            {COURIERS.map((c) => (
              <span key={c}>{c}</span>
            ))}
          </div>
        </section>

        <section className="mx-auto max-w-6xl px-5 py-20" aria-labelledby="features-title">
          <div className="max-w-2xl">
            <h2 id="features-title" className="text-3xl font-semibold tracking-tight text-ink">
              Everything after “order placed”
            </h2>
            <p className="mt-3 text-slate-600">
              From the moment an order lands until the courier’s cheque clears, Sauda keeps every step in one
              place.
            </p>
          </div>
          <div className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <div key={title} className="rounded-2xl border border-line bg-white p-6 shadow-card">
                <div className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon className="size-5" />
                </div>
                <h3 className="mt-4 font-semibold text-ink">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
              </div>
            ))}
          </div>
        </section>

        <section className="bg-brand-950 text-white" aria-labelledby="steps-title">
          <div className="mx-auto max-w-6xl px-5 py-20">
            <h2 id="steps-title" className="text-3xl font-semibold tracking-tight">
              Up and running in an afternoon
            </h2>
            <ol className="mt-10 grid gap-6 md:grid-cols-3">
              {STEPS.map((s, i) => (
                <li key={s.title} className="rounded-2xl border border-white/10 bg-white/5 p-6">
                  <span className="flex size-8 items-center justify-center rounded-full bg-brand-500 text-sm font-semibold">
                    {i + 1}
                  </span>
                  <h3 className="mt-4 font-semibold">{s.title}</h3>
                  <p className="mt-2 text-sm text-brand-100/80">{s.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section className="mx-auto max-w-6xl px-5 py-20">
          <div className="flex flex-col items-start gap-6 rounded-3xl bg-gradient-to-br from-brand-700 to-teal-600 p-8 text-white shadow-pop sm:p-12 md:flex-row md:items-center md:justify-between">
            <div>
              <h2 className="text-2xl font-semibold sm:text-3xl">Ready to stop juggling tabs?</h2>
              <p className="mt-2 text-brand-50/90">
                Create your free account and open your first store today.
              </p>
            </div>
            <Link
              to="/sign-up"
              className="inline-flex h-12 shrink-0 items-center gap-2 rounded-lg bg-white px-6 font-medium text-brand-800 shadow-sm hover:bg-brand-50 [&_svg]:size-5"
            >
              <Store /> Create my store
            </Link>
          </div>
        </section>
      </main>

      <footer className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-5 py-8 text-sm text-muted sm:flex-row">
          <Logo />
          <p>© {new Date().getFullYear()} Sauda · support@sauda.pk</p>
        </div>
      </footer>
    </div>
  );
}
