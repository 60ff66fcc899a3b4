import type { CourierCode, ParcelStatus } from '@sauda/contracts/couriers.ts';
import type { CourierHttp } from './http.ts';

/**
 * How a courier call failed. The booking state machine depends on it:
 * - `rejected`: the courier answered and refused (bad city, bad phone…): nothing was booked.
 * - `auth`: the credentials were refused: nothing was done; the seller must fix the account.
 * - `unavailable`: the call surely did not reach the courier (refused connection, 429, circuit
 *   open): nothing was done; safe to try again later.
 * - `ambiguous`: it may or may not have been done (timeout, reset, 5xx after sending): look the
 *   booking up by our reference before booking again (quality-checks Q6).
 * - `unsupported`: this courier's API has no such call.
 */
export type CourierErrorKind = 'rejected' | 'auth' | 'unavailable' | 'ambiguous' | 'unsupported';

export class CourierError extends Error {
  constructor(
    readonly kind: CourierErrorKind,
    message: string,
    /** Seconds the courier asked us to wait (Retry-After), when known. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export interface Place {
  name: string;
  phone: string;
  address: string;
  /** Canonical Sauda city name. */
  city: string;
  /** The courier's id / name for that city (from the booking-cities mapping), when mapped. */
  courierCityId: string | null;
  courierCityName: string | null;
  email?: string | null;
}

export interface BookingRequest {
  /** Our reference, unique per parcel, sent to the courier and used to look the booking up. */
  reference: string;
  orderName: string;
  consignee: Place;
  pickup: Place & {
    /** The courier's own code for this pickup address, when the shipper was synced. */
    courierAddressCode: string | null;
  };
  /** Cash to collect, paisa (0 for prepaid). */
  codAmount: number;
  weightGrams: number;
  pieces: number;
  /** "2 × Lawn suit (M), 1 × Dupatta". */
  description: string;
  itemCount: number;
  /** The order's lines (paisa), for couriers that list SKUs (TCS); absent in older callers. */
  lines?: Array<{ title: string; sku: string | null; quantity: number; unitPrice: number }>;
  /** One of the courier's shipment types (contracts COURIERS[code].shipmentTypes). */
  shipmentType: string;
  remarks: string | null;
}

export interface BookedParcel {
  trackingNumber: string;
  /** A courier-hosted label/slip, if it returns one. */
  slipUrl?: string | null;
}

export interface TrackEvent {
  at: Date;
  /** The courier's own code or label. */
  code: string;
  message: string;
  location?: string | null;
  /** Our lifecycle status this event stands for, when the adapter knows. */
  status?: ParcelStatus | null;
}

export interface TrackResult {
  trackingNumber: string;
  /** Mapped onto our lifecycle; null when the courier's status is not one we know. */
  status: ParcelStatus | null;
  /** The courier's words for the latest status. */
  courierStatus: string;
  /** Oldest first. */
  events: TrackEvent[];
  /** Charges when the courier reports them (paisa). */
  deliveryCharges?: number | null;
  returnCharges?: number | null;
}

export interface CourierCityRow {
  id: string;
  name: string;
  pickup: boolean;
  delivery: boolean;
}

export interface CourierAdvice {
  /** The courier's id for the advice, when it has one. */
  adviceId: string | null;
  trackingNumber: string;
  reason: string;
  attempts: number;
  /** When the courier returns the parcel if nobody answers. */
  deadline: Date | null;
}

export type AdviceAction = 'reattempt' | 'return' | 'hold';
export interface AdviceAnswer {
  action: AdviceAction;
  remarks: string;
  /** A corrected address for a re-attempt, if the seller gave one. */
  address?: string | null;
  phone?: string | null;
}

export interface PaymentLine {
  trackingNumber: string;
  /** What the courier paid for this parcel (paisa), after its own deductions. */
  amount: number;
  codAmount?: number | null;
  charges?: number | null;
}

export interface CourierPayment {
  /** CPR number, cheque number or payment id. */
  reference: string;
  paidOn: Date | null;
  method: string | null;
  /** Total paid (paisa). */
  total: number;
  lines: PaymentLine[];
}

export interface PickupAddressInput {
  name: string;
  contactName: string;
  phone: string;
  address: string;
  city: string;
  courierCityId: string | null;
  courierCityName: string | null;
  /** The address's e-mail, else the account owner's (Trax requires one). */
  email?: string | null;
}

export interface LoadSheetResult {
  /** The courier's sheet id. */
  sheetId: string;
  /** The courier's PDF, when it returns one. */
  pdf: Buffer | null;
}

/** Where adapters report what they did not understand (the app's or the worker's pino logger). */
export interface CourierLog {
  warn(obj: object, msg: string): void;
}

export interface AdapterContext {
  /** Decrypted credential values by field key (see contracts COURIERS[code].credentials). */
  credentials: Record<string, string>;
  /** Pre-configured for this courier account: base URL, timeouts, retries, circuit breaker. */
  http: CourierHttp;
  now: () => Date;
  log?: CourierLog;
}

const reportedWords = new Set<string>();

/**
 * A courier word Sauda has no entry for (a tracking status, a code), logged once per courier and
 * value in this process, with the raw text (issue 21 §5): a new vocabulary shows up in the logs
 * instead of as a silently wrong state. `readAs` is what Sauda made of it (null: nothing).
 */
export function reportUnknownWord(
  log: CourierLog | undefined,
  courier: string,
  kind: string,
  raw: string,
  readAs: string | null,
): void {
  const key = `${courier}|${kind}|${raw.trim().toLowerCase().replace(/\s+/g, ' ')}`;
  if (!log || !raw.trim() || reportedWords.has(key)) return;
  reportedWords.add(key);
  log.warn(
    { courier, kind, raw: raw.slice(0, 200), readAs },
    readAs
      ? `${courier} ${kind} not in Sauda's table; read by its words as ${readAs}`
      : `${courier} ${kind} not understood; the parcel keeps its status`,
  );
}

/**
 * One courier's API. Optional methods are absent when the courier has no such call (the
 * catalogue's `capabilities` says the same, for the pages).
 */
export interface CourierAdapter {
  code: CourierCode;
  /** The booking lists the order's lines (TCS's SKUs): only then does Sauda read them for it. */
  listsItems?: boolean;
  /** Most tracking numbers per tracking call. */
  trackBatchSize: number;
  /** Least time between two polls of one account, seconds. */
  minPollSeconds: number;
  /** Checks the credentials with a harmless call; throws CourierError. */
  testConnection(): Promise<void>;
  cities(): Promise<CourierCityRow[]>;
  book(req: BookingRequest): Promise<BookedParcel>;
  /** Looks a booking up by our reference (quality-checks Q6); null when the courier has none. */
  findBooking?(reference: string, bookedAround: Date): Promise<BookedParcel | null>;
  cancel?(trackingNumber: string): Promise<void>;
  track(trackingNumbers: string[]): Promise<TrackResult[]>;
  airwayBill?(trackingNumbers: string[]): Promise<Buffer>;
  loadSheet?(
    trackingNumbers: string[],
    pickup: { courierAddressCode: string | null },
  ): Promise<LoadSheetResult>;
  /** Open advices. `attempted` lists our parcels the courier reports as attempted (for couriers with no list call). */
  advices?(attempted: string[]): Promise<CourierAdvice[]>;
  answerAdvice?(advice: CourierAdvice, answer: AdviceAnswer): Promise<void>;
  /** Payments for these parcels or this period. */
  payments?(q: { trackingNumbers: string[]; from: Date; to: Date }): Promise<CourierPayment[]>;
  createPickupAddress?(a: PickupAddressInput): Promise<{ code: string }>;
}

export type AdapterFactory = (ctx: AdapterContext) => CourierAdapter;

/** Paisa → rupees for couriers that take amounts in PKR (they take whole rupees). */
export const rupees = (paisa: number) => Math.round(paisa / 100);
/** Rupees (number or numeric string) → paisa. */
export function toPaisa(v: unknown): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.replace(/,/g, '')) : NaN;
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
}
