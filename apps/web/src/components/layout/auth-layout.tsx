import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { Logo } from '../ui/logo.tsx';

const HIGHLIGHTS = [
  'Every order from Shopify, WhatsApp and your own store in one list',
  'Book PostEx, Leopards, Trax, M&P and TCS in bulk',
  'Confirm COD before dispatch and track every rupee remitted',
];

/** Two-column frame for sign-in, sign-up and the other account-access pages. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <aside className="relative hidden overflow-hidden bg-brand-900 p-12 text-white lg:flex lg:flex-col">
        <div
          aria-hidden
          className="absolute -top-32 -right-32 size-96 rounded-full bg-brand-600/40 blur-3xl"
        />
        <div
          aria-hidden
          className="absolute -bottom-40 -left-24 size-96 rounded-full bg-teal-400/20 blur-3xl"
        />
        <Link to="/" className="relative w-fit rounded-md">
          <Logo inverted />
        </Link>
        <div className="relative mt-auto max-w-md">
          <h2 className="text-3xl leading-tight font-semibold">
            The back office built for Pakistani online sellers.
          </h2>
          <ul className="mt-8 space-y-4">
            {HIGHLIGHTS.map((h) => (
              <li key={h} className="flex gap-3 text-brand-50/90">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-300" />
                <span>{h}</span>
              </li>
            ))}
          </ul>
          <p className="mt-12 text-sm text-brand-100/70">Amounts in PKR · Built for COD · Made in Pakistan</p>
        </div>
      </aside>
      <main className="flex flex-col px-5 py-8 sm:px-10">
        <Link to="/" className="w-fit rounded-md lg:hidden">
          <Logo />
        </Link>
        <div className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center py-10">
          <h1 className="text-2xl font-semibold tracking-tight text-ink">{title}</h1>
          {subtitle ? <p className="mt-2 text-sm text-muted">{subtitle}</p> : null}
          <div className="mt-8">{children}</div>
          {footer ? <div className="mt-8 text-center text-sm text-muted">{footer}</div> : null}
        </div>
        <p className="text-center text-xs text-muted">© {new Date().getFullYear()} Sauda</p>
      </main>
    </div>
  );
}
