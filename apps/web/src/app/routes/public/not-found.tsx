import { Link } from 'react-router';
import { Mail, Phone } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Logo } from '../../../components/ui/logo.tsx';
import { NotFoundIllustration } from './not-found-illustration.tsx';

const SUPPORT_BODY =
  'Hello Sauda team,\n\nI hope you are well. I need some help with my account. Could you please get in touch with me?\n\nThank you.';

export const SUPPORT_MAILTO = `mailto:support@sauda.pk?subject=Support&body=${encodeURIComponent(SUPPORT_BODY)}`;

function FacebookIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden>
      <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21z" />
    </svg>
  );
}

function YoutubeIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden>
      <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8M10 15V9l5.2 3z" />
    </svg>
  );
}

const LINKS = [
  { href: 'https://www.facebook.com/sauda.pk', label: 'Sauda on Facebook', icon: <FacebookIcon /> },
  { href: 'https://www.youtube.com/@sauda.pk', label: 'Sauda on YouTube', icon: <YoutubeIcon /> },
  { href: SUPPORT_MAILTO, label: 'E-mail Sauda support', icon: <Mail className="size-5" /> },
  { href: 'tel:+924211112345', label: 'Call Sauda support', icon: <Phone className="size-5" /> },
];

/** product-rules §2 not-found screen. */
export default function NotFoundPage() {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <header className="px-5 py-5 sm:px-8">
        <Link to="/" className="inline-block rounded-md" aria-label="Sauda home">
          <Logo />
        </Link>
      </header>
      <main className="flex flex-1 flex-col items-center justify-center px-5 py-10 text-center">
        <NotFoundIllustration />
        <h1 className="mt-8 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
          Sorry, the page not found
        </h1>
        <p className="mt-4 max-w-md text-slate-600">
          The link you followed may be broken, or the page may have moved. Join our mailing list or follow
          Sauda on social media for the latest updates.
        </p>
        <Link to="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
          Back to home
        </Link>
      </main>
      <footer className="border-t border-line px-5 py-6">
        <ul className="flex items-center justify-center gap-3" aria-label="Contact and social links">
          {LINKS.map((l) => (
            <li key={l.label}>
              <a
                href={l.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={l.label}
                title={l.label}
                className="flex size-11 items-center justify-center rounded-full border border-line text-slate-600 transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-700"
              >
                {l.icon}
              </a>
            </li>
          ))}
        </ul>
      </footer>
    </div>
  );
}
