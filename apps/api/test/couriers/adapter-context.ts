import { CircuitBreaker, CourierHttp } from '../../src/couriers/http.ts';
import type { AdapterContext } from '../../src/couriers/types.ts';

/** An adapter context pointed at a fake server, with short timeouts and no real waiting. */
export function fakeContext(
  baseUrl: string,
  credentials: Record<string, string>,
  o: { timeoutMs?: number; retries?: number; breaker?: CircuitBreaker } = {},
): AdapterContext {
  return {
    credentials,
    http: new CourierHttp({
      baseUrl,
      courierName: 'Test courier',
      timeoutMs: o.timeoutMs ?? 1_000,
      retries: o.retries ?? 2,
      breaker: o.breaker ?? new CircuitBreaker(1000),
      sleep: () => Promise.resolve(),
    }),
    now: () => new Date(),
  };
}

export const sampleBooking = (reference: string) => ({
  reference,
  orderName: '#1001',
  consignee: {
    name: 'Ayesha Khan',
    phone: '03001234567',
    address: 'House 12, Street 4, Gulshan-e-Iqbal Block 5',
    city: 'Karachi',
    courierCityId: 'Karachi',
    courierCityName: 'Karachi',
  },
  pickup: {
    name: 'Lahore Lawn House',
    phone: '03211234567',
    address: '45 Main Boulevard, Gulberg III',
    city: 'Lahore',
    courierCityId: 'Lahore',
    courierCityName: 'Lahore',
    courierAddressCode: null,
  },
  codAmount: 350_000,
  weightGrams: 750,
  pieces: 1,
  description: '2 × Lawn suit (M)',
  itemCount: 2,
  shipmentType: 'Normal',
  remarks: 'Call before delivery',
});
