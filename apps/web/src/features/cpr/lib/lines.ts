/** A payment's per-parcel lines: problems first, charges and totals. DOM-free. */
import type { z } from 'zod';
import type { cprLineSchema } from '@sauda/contracts/couriers.ts';
import type { LineStatus } from './display.ts';

type Line = z.infer<typeof cprLineSchema>;

const ORDER: Record<LineStatus, number> = { short: 0, unexpected: 1, over: 2, matched: 3 };

/** Short and unexpected lines first (what needs chasing), otherwise as the courier listed them. */
export function sortLines<L extends Pick<Line, 'status'>>(lines: readonly L[]): L[] {
  return lines
    .map((line, i) => ({ line, i }))
    .sort((a, b) => ORDER[a.line.status] - ORDER[b.line.status] || a.i - b.i)
    .map((x) => x.line);
}

/** Delivery + return charges, or null when the courier reported neither. */
export function lineCharges(l: Pick<Line, 'deliveryCharges' | 'returnCharges'>): number | null {
  if (l.deliveryCharges === null && l.returnCharges === null) return null;
  return (l.deliveryCharges ?? 0) + (l.returnCharges ?? 0);
}

export type LineTotals = { cod: number; charges: number; expected: number; paid: number; difference: number };

/** Sums over the lines (unknown parcels add what was paid, nothing expected). */
export function lineTotals(lines: readonly Line[]): LineTotals {
  const t = { cod: 0, charges: 0, expected: 0, paid: 0, difference: 0 };
  for (const l of lines) {
    t.cod += l.codAmount ?? 0;
    t.charges += lineCharges(l) ?? 0;
    t.expected += l.expected ?? 0;
    t.paid += l.paid;
  }
  t.difference = t.paid - t.expected;
  return t;
}
