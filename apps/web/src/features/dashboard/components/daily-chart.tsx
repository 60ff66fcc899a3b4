import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '@sauda/contracts/dashboard.ts';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { ChoiceChips } from '../../../components/ui/chip-group.tsx';
import { formatPKR } from '../../../lib/format.ts';

type Metric = 'orders' | 'revenue';

const dayFmt = new Intl.DateTimeFormat('en-PK', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** `date` is a Karachi calendar day (YYYY-MM-DD): format it as that day, not a moment. */
function dayLabel(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : dayFmt.format(d);
}

const compactPKR = new Intl.NumberFormat('en-PK', { notation: 'compact', maximumFractionDigits: 1 });

/** Last 30 days of orders or revenue (Recharts). */
export function DailyChart({ daily }: { daily: Dashboard['daily'] }) {
  const [metric, setMetric] = useState<Metric>('orders');
  const data = daily.map((d) => ({ ...d, label: dayLabel(d.date), rupees: d.revenue / 100 }));
  const totalOrders = daily.reduce((s, d) => s + d.orders, 0);
  const totalRevenue = daily.reduce((s, d) => s + d.revenue, 0);
  return (
    <Card>
      <CardHeader
        title="Last 30 days"
        description={`${totalOrders} order${totalOrders === 1 ? '' : 's'} · ${formatPKR(totalRevenue)}`}
        action={
          <ChoiceChips
            label="Chart metric"
            options={['orders', 'revenue'] as const}
            value={metric}
            onChange={setMetric}
            format={(m) => (m === 'orders' ? 'Orders' : 'Revenue')}
          />
        }
      />
      <div className="h-64 px-2 py-4 sm:px-4" role="img" aria-label={`Daily ${metric} for the last 30 days`}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke="#e2e8f0" />
            <XAxis
              dataKey="label"
              tickLine={false}
              axisLine={false}
              tick={{ fontSize: 11, fill: '#64748b' }}
              interval="preserveStartEnd"
              minTickGap={16}
            />
            <YAxis
              width={metric === 'orders' ? 32 : 48}
              allowDecimals={false}
              tickLine={false}
              axisLine={false}
              tick={{ fontSize: 11, fill: '#64748b' }}
              tickFormatter={(v: number) => (metric === 'orders' ? String(v) : compactPKR.format(v))}
            />
            <Tooltip
              cursor={{ fill: '#f1f5f9' }}
              formatter={(value) =>
                metric === 'orders'
                  ? [String(value), 'Orders']
                  : [formatPKR(Math.round(Number(value) * 100)), 'Revenue']
              }
              labelClassName="text-xs font-medium"
              contentStyle={{ borderRadius: 8, border: '1px solid #e2e8f0', fontSize: 12 }}
            />
            <Bar
              dataKey={metric === 'orders' ? 'orders' : 'rupees'}
              fill="#059669"
              radius={[3, 3, 0, 0]}
              maxBarSize={22}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </Card>
  );
}
