import { Link } from 'react-router';
import { CheckCircle2, Circle } from 'lucide-react';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';

export type ChecklistStep = {
  id: string;
  title: string;
  text: string;
  done: boolean;
  to: string;
  cta: string;
};

/** "Set up Sauda": only steps that exist today. */
export function SetupChecklist({ steps }: { steps: ChecklistStep[] }) {
  const done = steps.filter((s) => s.done).length;
  const pct = Math.round((done / steps.length) * 100);
  return (
    <Card>
      <CardHeader title="Set up Sauda" description={`${done} of ${steps.length} done`} />
      <div className="px-5 pt-4">
        <div
          className="h-1.5 overflow-hidden rounded-full bg-slate-100"
          role="progressbar"
          aria-label="Setup progress"
          aria-valuenow={pct}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${pct}%` }} />
        </div>
      </div>
      <ol className="space-y-1 p-3" aria-label="Set-up steps">
        {steps.map((step) => (
          <li key={step.id} className="flex items-start gap-3 rounded-lg px-2 py-2.5">
            {step.done ? (
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-600" aria-label="Done" />
            ) : (
              <Circle className="mt-0.5 size-5 shrink-0 text-slate-300" aria-label="To do" />
            )}
            <div className="min-w-0 flex-1">
              <p className={cn('text-sm font-medium', step.done ? 'text-muted line-through' : 'text-ink')}>
                {step.title}
              </p>
              {step.done ? null : <p className="mt-0.5 text-xs text-muted">{step.text}</p>}
            </div>
            {step.done ? null : (
              <Link to={step.to} className="shrink-0 text-sm font-medium text-brand-700 hover:underline">
                {step.cta}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}
