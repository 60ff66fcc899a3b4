import { randomInt } from 'node:crypto';
import { CITIES } from '@sauda/contracts/cities.ts';
import type { CourierAdapter } from './types.ts';

/** product-rules §5: a manual booking's reference is `MC` plus a 10-digit random number. */
export const manualReference = () =>
  `MC${String(randomInt(0, 100_000)).padStart(5, '0')}${String(randomInt(0, 100_000)).padStart(5, '0')}`;

/**
 * The manual courier: parcels handed to a courier that has no API (or booked on its portal). Sauda
 * records them with an `MC…` reference (or the courier's own number); the seller moves them on.
 */
export function createManual(): CourierAdapter {
  return {
    code: 'manual',
    trackBatchSize: 1,
    minPollSeconds: 24 * 3600,
    async testConnection() {},
    async cities() {
      return CITIES.map((c) => ({ id: c.name, name: c.name, pickup: true, delivery: true }));
    },
    async book() {
      return { trackingNumber: manualReference() };
    },
    async cancel() {},
    async track() {
      return [];
    },
  };
}
