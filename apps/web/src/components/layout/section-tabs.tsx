import { NavLink } from 'react-router';
import { cn } from '../../lib/cn.ts';

export function SectionTabs({ tabs, label }: { tabs: { to: string; label: string }[]; label: string }) {
  return (
    <nav aria-label={label} className="-mx-4 mb-6 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-6">
        {tabs.map((t) => (
          <li key={t.to}>
            <NavLink
              to={t.to}
              end
              className={({ isActive }) =>
                cn(
                  '-mb-px inline-block border-b-2 py-3 text-sm font-medium whitespace-nowrap transition-colors',
                  isActive
                    ? 'border-brand-600 text-brand-800'
                    : 'border-transparent text-muted hover:text-ink',
                )
              }
            >
              {t.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
