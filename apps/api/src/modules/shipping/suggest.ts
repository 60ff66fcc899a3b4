/** One courier account's record in one city. */
export interface CityStat {
  courierAccountId: string;
  delivered: number;
  returned: number;
}

export interface Suggestion {
  city: string;
  courierId: string | null;
  deliveryRate: number | null;
  parcels: number;
  reason: string;
}

/** Parcels a courier must have finished in a city before its rate counts. */
export const MIN_PARCELS = 5;

/**
 * The courier to suggest for a city: the enabled one with the best delivery rate there, judged
 * with a little humility for small numbers (Laplace: (delivered + 1) / (finished + 2)), so 3 of 3
 * does not beat 95 of 100. With no history, the seller's first courier.
 */
export function suggestCourier(
  city: string,
  enabled: Array<{ id: string; name: string }>,
  stats: CityStat[],
): Suggestion {
  if (enabled.length === 0)
    return { city, courierId: null, deliveryRate: null, parcels: 0, reason: 'Connect a courier first' };
  const known = new Set(enabled.map((e) => e.id));
  const ranked = stats
    .filter((s) => known.has(s.courierAccountId) && s.delivered + s.returned >= MIN_PARCELS)
    .map((s) => ({
      ...s,
      n: s.delivered + s.returned,
      score: (s.delivered + 1) / (s.delivered + s.returned + 2),
    }))
    .sort((a, b) => b.score - a.score || b.n - a.n);
  const best = ranked[0];
  if (!best)
    return {
      city,
      courierId: enabled[0]!.id,
      deliveryRate: null,
      parcels: 0,
      reason: `No delivery history in ${city} yet`,
    };
  const name = enabled.find((e) => e.id === best.courierAccountId)!.name;
  const rate = best.delivered / best.n;
  return {
    city,
    courierId: best.courierAccountId,
    deliveryRate: Math.round(rate * 1000) / 1000,
    parcels: best.n,
    reason: `${name}: ${Math.round(rate * 100)}% delivered in ${city} (${best.delivered} of ${best.n})`,
  };
}
