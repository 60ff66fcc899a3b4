/** What each courier can do, in words a seller reads at a glance. DOM-free. */
import {
  COURIERS,
  type CourierAccount,
  type CourierCode,
  type CourierInfo,
} from '@sauda/contracts/couriers.ts';
import type { BadgeTone } from '../../../components/ui/badge-tone.ts';

type Capability = keyof CourierInfo['capabilities'];

/** The capabilities worth naming, in the order sellers care about them. */
const CAPABILITY_LABELS: ReadonlyArray<[Capability, string]> = [
  ['loadSheet', 'Load sheets'],
  ['airwayBill', 'Airway bills'],
  ['shipperAdvice', 'Shipper advice'],
  ['payments', 'Payments'],
  ['pickupAddresses', 'Pickup addresses'],
  ['cancel', 'Cancel bookings'],
];

export const MANUAL_NOTE = 'For couriers without an API: book on their portal, record it in Sauda';
export const SANDBOX_NOTE =
  'Try Sauda with the sandbox courier — parcels move through pick-up, delivery, failed attempts, returns and payments in minutes';

/** The questionnaire's courier names that Sauda connects (the others are booked by hand). */
const SURVEY_CODES: Readonly<Record<string, CourierCode>> = {
  PostEx: 'postex',
  Leopards: 'leopards',
  Trax: 'trax',
  'M&P': 'mnp',
  TCS: 'tcs',
};

/** The couriers the seller told the questionnaire they use, as couriers Sauda connects, in picker order. */
export function surveyCouriers(names: readonly string[] | undefined): CourierCode[] {
  const picked = new Set((names ?? []).map((n) => SURVEY_CODES[n]).filter(Boolean));
  return PICKER_ORDER.filter((c) => picked.has(c));
}

/** The picker's order with the seller's own couriers first. */
export function pickerOrder(preferred: readonly CourierCode[]): CourierCode[] {
  return [...preferred, ...PICKER_ORDER.filter((c) => !preferred.includes(c))];
}

/** Real couriers first, then the manual one, then the practice courier. */
export const PICKER_ORDER: readonly CourierCode[] = [
  'postex',
  'leopards',
  'trax',
  'tcs',
  'mnp',
  'manual',
  'sandbox',
];

export function capabilityList(info: CourierInfo): string[] {
  return CAPABILITY_LABELS.filter(([key]) => info.capabilities[key]).map(([, label]) => label);
}

/** "Load sheets · Shipper advice · Payments" — what the courier's API supports. */
export function capabilitySummary(info: CourierInfo): string {
  const list = capabilityList(info);
  return list.length ? list.join(' · ') : 'Booking and tracking';
}

/** The one line under a courier in the picker. */
export function courierNote(code: CourierCode): string {
  if (code === 'manual') return MANUAL_NOTE;
  if (code === 'sandbox') return 'Practice courier · ' + capabilitySummary(COURIERS.sandbox);
  return capabilitySummary(COURIERS[code]);
}

export function hasEnvironmentChoice(code: CourierCode): boolean {
  return COURIERS[code].capabilities.staging;
}

/** A default label for a new account: "PostEx", then "PostEx 2" when the seller already has one. */
export function defaultAccountName(
  code: CourierCode,
  existing: readonly Pick<CourierAccount, 'name'>[],
): string {
  const base = code === 'sandbox' ? 'Sandbox courier' : COURIERS[code].name;
  const taken = new Set(existing.map((a) => a.name.trim().toLowerCase()));
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base} ${n}`.toLowerCase())) return `${base} ${n}`;
}

export type Tagged = { tone: BadgeTone; label: string };

/** The environment badge of an account card. */
export function environmentBadge(account: Pick<CourierAccount, 'courier' | 'environment'>): Tagged {
  if (account.courier === 'sandbox') return { tone: 'violet', label: 'Sandbox' };
  if (account.courier === 'manual') return { tone: 'grey', label: 'No API' };
  return account.environment === 'staging'
    ? { tone: 'yellow', label: 'Staging' }
    : { tone: 'brand', label: 'Production' };
}

export type ConnectionState = { state: 'ok' | 'failed' | 'untested'; label: string };

/** Last connection test: green "Connected" / red message / not tested yet. */
export function connectionState(
  account: Pick<CourierAccount, 'lastTestOk' | 'lastTestMessage'>,
): ConnectionState {
  if (account.lastTestOk === true) return { state: 'ok', label: 'Connected' };
  if (account.lastTestOk === false)
    return { state: 'failed', label: account.lastTestMessage?.trim() || 'Could not connect' };
  return { state: 'untested', label: 'Not tested yet' };
}
