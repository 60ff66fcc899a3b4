import { CheckCircle2, Clock, Truck } from 'lucide-react';

const ROWS = [
  {
    name: '#1042',
    city: 'Lahore',
    courier: 'PostEx',
    status: 'Confirmed',
    tone: 'bg-emerald-50 text-emerald-700',
  },
  { name: '#1041', city: 'Karachi', courier: 'Leopards', status: 'Booked', tone: 'bg-blue-50 text-blue-700' },
  {
    name: '#1040',
    city: 'Multan',
    courier: 'TCS',
    status: 'Awaiting call',
    tone: 'bg-amber-50 text-amber-800',
  },
  {
    name: '#1039',
    city: 'Peshawar',
    courier: 'Trax',
    status: 'Delivered',
    tone: 'bg-slate-100 text-slate-600',
  },
];

/** Illustrative product preview for the landing page (sample rows, not account data). */
export function LandingPreview() {
  return (
    <div className="relative" aria-hidden>
      <div className="rounded-2xl border border-line bg-white p-2 shadow-pop">
        <div className="flex items-center gap-1.5 px-3 py-2">
          <span className="size-2.5 rounded-full bg-red-300" />
          <span className="size-2.5 rounded-full bg-amber-300" />
          <span className="size-2.5 rounded-full bg-emerald-300" />
          <span className="ml-3 h-5 flex-1 rounded bg-slate-100" />
        </div>
        <div className="rounded-xl bg-slate-50 p-4">
          <div className="flex items-center justify-between">
            <div className="h-3 w-28 rounded bg-slate-300" />
            <div className="h-7 w-24 rounded-lg bg-brand-700" />
          </div>
          <div className="mt-4 overflow-hidden rounded-lg border border-line bg-white">
            {ROWS.map((r) => (
              <div
                key={r.name}
                className="flex items-center gap-3 border-b border-line px-3 py-2.5 text-xs last:border-0"
              >
                <span className="w-12 font-semibold text-ink">{r.name}</span>
                <span className="hidden w-16 text-slate-500 sm:block">{r.city}</span>
                <span className="flex-1 text-slate-500">{r.courier}</span>
                <span className={`rounded-full px-2 py-0.5 font-medium ${r.tone}`}>{r.status}</span>
              </div>
            ))}
          </div>
        </div>
      </div>
      <div className="absolute -bottom-6 -left-4 hidden items-center gap-3 rounded-xl border border-line bg-white px-4 py-3 shadow-pop sm:flex">
        <Truck className="size-5 text-brand-700" />
        <div className="text-xs">
          <p className="font-semibold text-ink">Bulk booking</p>
          <p className="text-muted">Airway bills ready to print</p>
        </div>
      </div>
      <div className="absolute -top-5 -right-3 hidden items-center gap-2 rounded-xl border border-line bg-white px-3 py-2 text-xs shadow-pop sm:flex">
        <CheckCircle2 className="size-4 text-emerald-600" /> COD confirmed
        <Clock className="ml-1 size-4 text-slate-400" /> 2 min
      </div>
    </div>
  );
}
