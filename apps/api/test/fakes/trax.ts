import { startFakeServer, type FakeReply, type FakeRequest, type FakeServer } from './fake-server.ts';

/**
 * A fake Trax (Sonic) API that follows docs/couriers/trax.md — Sonic's published server rules —
 * and not Sauda's adapter. Every rule below names the section of that page it comes from.
 *
 * It is as strict as Sonic, and stricter in one way on purpose (trax.md §3): keys Sonic does not
 * read are refused instead of ignored, so a misspelt key fails a test rather than vanishing.
 * Every shipment/book call books a new parcel, even with an order_id it has seen.
 */
export interface FakeTraxParcel {
  cn: string;
  body: Record<string, unknown>;
  /** Oldest first, as stored and as answered (trax.md §6: Sonic does not state the order). */
  history: Array<{ date_time: string; timestamp: number; status: string; status_reason: string | null }>;
  cancelled: boolean;
  payment: {
    id: number;
    datetime: string;
    amount: number;
    charges: string;
    gst: string;
    payable: string;
  } | null;
}

export interface FakeTrax extends FakeServer {
  apiKey: string;
  parcels: FakeTraxParcel[];
  pickupAddresses: Array<Record<string, unknown> & { id: number }>;
  receivingSheets: Map<number, string[]>;
  /**
   * trax.md §8: clients report air waybills arriving as JPG. When true, the air waybill is a JPG
   * whatever `type` asks for.
   */
  labelsAsImage: boolean;
  /** Moves a parcel on: a new latest history entry, `secondsLater` after the previous one. */
  advance(cn: string, status: string, reason?: string | null, secondsLater?: number): void;
  pay(cn: string, paymentId: number, charges: number): void;
}

/** trax.md §10: `delivery` lists shipping modes per service type, or is `[]`. */
export const TRAX_CITIES: Array<{
  id: number;
  name: string;
  pickup: boolean;
  delivery: Record<string, string[]> | [];
}> = [
  {
    id: 202,
    name: 'Karachi',
    pickup: true,
    delivery: { Regular: ['Rush', 'Saver Plus'], Replacement: ['Rush'], 'Try & Buy': ['Rush'] },
  },
  { id: 203, name: 'Lahore', pickup: true, delivery: { Regular: ['Rush'] } },
  { id: 101, name: 'Abbottabad', pickup: false, delivery: { Regular: ['Rush'] } },
  { id: 102, name: 'Abdul Hakim', pickup: false, delivery: [] },
];

/** trax.md §5.1: service types (4 is refused) and their names in `cities[].delivery`. */
const SERVICE_TYPES: Record<number, string> = {
  1: 'Regular',
  2: 'Replacement',
  3: 'Try & Buy',
  5: 'Reverse',
};
/** trax.md §5.1: shipping modes enabled for this (fake) account; Appendix C: 1 = Rush. */
const SHIPPING_MODES: Record<number, string> = { 1: 'Rush' };
/** trax.md §5.1, Appendix B (24 = Other). */
const PRODUCT_TYPES = (id: number) => id >= 1 && id <= 24;

// --- Sonic's validator (trax.md §2, §3) --------------------------------------------------------

/** trax.md §2: Sonic's display names (`$names`); other keys show with spaces for underscores. */
const NAMES: Record<string, string> = {
  person_of_contact: 'Person of Contact',
  vendor: 'Vendor',
  phone_number: 'Phone Number',
  email_address: 'Email Address',
  address: 'Address',
  city_id: 'City ID',
  service_type_id: 'Service Type ID',
  pickup_address_id: 'Pickup Address ID',
  information_display: 'Information Display',
  consignee_city_id: 'Consignee City ID',
  consignee_name: 'Consignee Name',
  consignee_address: 'Consignee Address',
  consignee_phone_number_1: 'Consignee Phone Number 1',
  consignee_phone_number_2: 'Consignee Phone Number 2',
  consignee_email_address: 'Consignee Email Address',
  self_collection: 'Self Collection',
  order_id: 'Order ID',
  order_date: 'Order Date',
  package_type: 'Package Type',
  special_instructions: 'Special Instructions',
  estimated_weight: 'Estimated Weight',
  shipping_mode_id: 'Shipping Mode ID',
  same_day_timing_id: 'Same Day Timing ID',
  amount: 'Collection Amount',
  payment_mode_id: 'Payment Mode ID',
  item_product_type_id: 'Item Product Type ID',
  item_description: 'Item Description',
  item_quantity: 'Item Quantity',
  item_insurance: 'Item Insurance',
  product_value: 'Product Value',
  replacement_item_product_type_id: 'Replacement Item Product Type ID',
  replacement_item_description: 'Replacement Item Description',
  replacement_item_quantity: 'Replacement Item Quantity',
  items: 'Item(s)',
  'items.*.item_product_type_id': 'Item Product Type ID',
  'items.*.item_description': 'Item Description',
  'items.*.item_quantity': 'Item Quantity',
  'items.*.item_insurance': 'Item Insurance',
  'items.*.product_value': 'Product Value',
  tracking_number: 'Tracking Number',
  type: 'Type',
  tracking_numbers: 'Tracking Numbers',
  'tracking_numbers.*': 'Tracking Number',
  receiving_sheet_id: 'Receiving Sheet ID',
  charges_mode_id: 'Charges Mode ID',
  pieces_quantity: 'Pieces',
  shipper_reference_number_1: 'Shipper Reference Number 1',
  shipper_reference_number_2: 'Shipper Reference Number 2',
  shipper_reference_number_3: 'Shipper Reference Number 3',
  shipper_reference_number_4: 'Shipper Reference Number 4',
  shipper_reference_number_5: 'Shipper Reference Number 5',
  open_shipment: 'Open Shipment',
  return_address_id: 'Return Address ID',
};

type Rule =
  | { r: 'required' | 'filled' | 'nullable' | 'integer' | 'numeric' | 'boolean' | 'email' | 'phone' }
  | { r: 'array' | 'distinct' | 'date' }
  | { r: 'required_if'; other: string; values: string[] }
  | { r: 'between' | 'digits_between'; min: number; max: number }
  | { r: 'min' | 'max'; n: number }
  | { r: 'exists'; ok: (v: unknown) => boolean };

const req: Rule = { r: 'required' };
const filled: Rule = { r: 'filled' };
const nullable: Rule = { r: 'nullable' };
const int: Rule = { r: 'integer' };
const num: Rule = { r: 'numeric' };
const bool: Rule = { r: 'boolean' };
const email: Rule = { r: 'email' };
const phone: Rule = { r: 'phone' };
const array: Rule = { r: 'array' };
const requiredIf = (other: string, ...values: number[]): Rule => ({
  r: 'required_if',
  other,
  values: values.map(String),
});
const between = (min: number, max: number): Rule => ({ r: 'between', min, max });
const digits = (min: number, max: number): Rule => ({ r: 'digits_between', min, max });
const exists = (ok: (v: unknown) => boolean): Rule => ({ r: 'exists', ok });
const IMPLICIT = new Set(['required', 'required_if', 'filled']);

const nameOf = (key: string) => NAMES[key.replace(/\.\d+(\.|$)/g, '.*$1')] ?? key.replace(/_/g, ' ');
const isEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);
const isInt = (v: unknown) =>
  (typeof v === 'number' && Number.isInteger(v)) || (typeof v === 'string' && /^\s*[+-]?\d+\s*$/.test(v));
const isNum = (v: unknown) =>
  (typeof v === 'number' && Number.isFinite(v)) ||
  (typeof v === 'string' && /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/.test(v));

/** trax.md §5.2: Sonic's `phone_number()` normalisation, then its pattern. */
function isPkPhone(v: unknown) {
  let p = String(v).replace(/,.*$/, '').replace(/\/.*$/, '').replace(/[-\s]/g, '');
  if (p.startsWith('+92')) p = `0${p.slice(3)}`;
  else if (p.startsWith('92')) p = `0${p.slice(2)}`;
  else if (p.startsWith('0092')) p = `0${p.slice(4)}`;
  else if (!p.startsWith('0')) p = `0${p}`;
  return /^((\+92)|(92)|(0092))-?\d{3}-?\d{7}$|^\d{3}-\d{7}$|^\d{11}$|^\d{4}-\d{7}$|^\d{3}-\d{7}$|^\d{10}$/.test(
    p,
  );
}

/** `items.*.x` → `items.0.x`, `items.1.x`… for the items present. */
function expand(data: Record<string, unknown>, key: string): Array<[string, unknown, boolean]> {
  const star = key.indexOf('.*');
  if (star < 0) return [[key, data[key], key in data]];
  const list = data[key.slice(0, star)];
  if (!Array.isArray(list)) return [];
  const rest = key.slice(star + 3);
  return list.map((item, i) => {
    if (!rest) return [`${key.slice(0, star)}.${i}`, item, true];
    const o = (item ?? {}) as Record<string, unknown>;
    return [`${key.slice(0, star)}.${i}.${rest}`, o[rest], typeof o === 'object' && rest in o];
  });
}

/**
 * trax.md §3: Laravel's validator as Sonic uses it — presence rules first; an absent or blank
 * field meets only those; the first presence failure ends the field; `exists` is skipped once
 * the field has failed. Messages are Sonic's (trax.md §2).
 */
function validate(data: Record<string, unknown>, rules: Record<string, Rule[]>) {
  const errors: Record<string, string[]> = {};
  for (const [pattern, list] of Object.entries(rules))
    for (const [key, value, present] of expand(data, pattern)) {
      const A = nameOf(key);
      const fail: string[] = [];
      const isNumeric = list.some((x) => x.r === 'integer' || x.r === 'numeric');
      const isArray = list.some((x) => x.r === 'array');
      const blank = !present || (typeof value === 'string' && value.trim() === '');
      const skipNull = value === null && list.some((x) => x.r === 'nullable');
      for (const rule of list) {
        if (rule.r === 'nullable') continue;
        if (IMPLICIT.has(rule.r)) {
          let bad = false;
          if (rule.r === 'required') bad = isEmpty(value);
          if (rule.r === 'filled') bad = present && isEmpty(value);
          if (rule.r === 'required_if')
            bad = rule.values.includes(String(data[rule.other] ?? '')) && isEmpty(value);
          if (bad) {
            if (rule.r === 'required') fail.push(`${A} is Required.`);
            if (rule.r === 'filled') fail.push(`${A} is Optional but cannot be Empty if Present.`);
            if (rule.r === 'required_if')
              fail.push(`${A} is Required when ${nameOf(rule.other)} is ${String(data[rule.other])}.`);
            break;
          }
          continue;
        }
        if (blank || skipNull) continue;
        const size =
          isArray && Array.isArray(value) ? value.length : isNumeric ? Number(value) : String(value).length;
        const unit = isArray ? ' items' : isNumeric ? '' : ' characters';
        switch (rule.r) {
          case 'integer':
            if (!isInt(value)) fail.push(`${A} must be an Integer.`);
            break;
          case 'numeric':
            if (!isNum(value)) fail.push(`${A} must be a Number.`);
            break;
          case 'boolean':
            if (![true, false, 0, 1, '0', '1'].includes(value as never)) fail.push(`${A} must be 0 or 1.`);
            break;
          case 'email':
            if (!/^[^\s@]+@[^\s@]+$/.test(String(value))) fail.push(`${A} must be a Valid Email Address.`);
            break;
          case 'phone':
            if (!isPkPhone(value))
              fail.push(
                `${A} format is Invalid, required Format is: (03000000000, +92-300-0000000, 300-0000000, 0300-0000000).`,
              );
            break;
          case 'array':
            if (!Array.isArray(value)) fail.push(`The ${A} must be an array.`);
            break;
          case 'date':
            if (!/^\d{4}-\d{2}-\d{2}$/.test(String(value)))
              fail.push(`${A} must be of valid Format, required Format is: YYYY-MM-DD.`);
            break;
          case 'distinct': {
            const base = key.slice(0, key.lastIndexOf('.'));
            const all = (data[base] as unknown[]).map(String);
            if (all.filter((x) => x === String(value)).length > 1) fail.push(`${A} must not be Repeated.`);
            break;
          }
          case 'digits_between': {
            const s = String(value);
            if (/[^0-9]/.test(s) || s.length < rule.min || s.length > rule.max)
              fail.push(`${A} must be between ${rule.min} and ${rule.max} Digits.`);
            break;
          }
          case 'between':
            if (!(size >= rule.min && size <= rule.max))
              fail.push(
                isArray
                  ? `The ${A} must have between ${rule.min} and ${rule.max} items.`
                  : `The ${A} must be between ${rule.min} and ${rule.max}${unit}.`,
              );
            break;
          case 'min':
            if (!(size >= rule.n))
              fail.push(
                isArray
                  ? `The ${A} must have at least ${rule.n} items.`
                  : `The ${A} must be at least ${rule.n}${unit}.`,
              );
            break;
          case 'max':
            if (!(size <= rule.n))
              fail.push(
                isArray
                  ? `The ${A} must not have more than ${rule.n} items.`
                  : `The ${A} must not be greater than ${rule.n}${unit}.`,
              );
            break;
          case 'exists':
            if (!fail.length && !rule.ok(value)) fail.push(`Given ${A} is of Invalid ID.`);
            break;
        }
      }
      if (fail.length) errors[key] = fail;
    }
  return errors;
}

/** trax.md §5.1: the keys of one Try & Buy item (+ `item_price`: documented, not read). */
const ITEM_KEYS = [
  'item_product_type_id',
  'item_description',
  'item_quantity',
  'item_insurance',
  'product_value',
  'item_price',
];

/**
 * Fake only (trax.md §3): Sonic ignores keys it has no rule for; the fake refuses them, in the
 * same `errors` shape, so a misspelling (`try_and_buy_fess`, `Email_address`) fails loudly.
 */
function unknownKeys(data: Record<string, unknown>, known: readonly string[]) {
  const errors: Record<string, string[]> = {};
  const flag = (k: string) => {
    errors[k] = [
      `${k} is not a field Sonic reads (fake only: Sonic would ignore it, docs/couriers/trax.md §3).`,
    ];
  };
  for (const k of Object.keys(data)) if (!known.includes(k)) flag(k);
  if (Array.isArray(data.items))
    data.items.forEach((item, i) => {
      if (item && typeof item === 'object')
        for (const k of Object.keys(item)) if (!ITEM_KEYS.includes(k)) flag(`items.${i}.${k}`);
    });
  return errors;
}

/** trax.md §2: validation failures answer HTTP 200 with `status: 1` and `errors`. */
const invalid = (errors: Record<string, string[]>): FakeReply => ({
  json: { status: 1, message: 'Error(s) in Input', errors },
});
/** trax.md §2: business refusals: HTTP 200, `status: 1`, a sentence. */
const refuse = (message: string): FakeReply => ({ json: { status: 1, message } });

/** "05/04/2022 12:44 PM" in Pakistan time (trax.md §6). */
function pkDateTime(ts: number) {
  const d = new Date(ts * 1000 + 5 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  const h = d.getUTCHours();
  return `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p(h % 12 || 12)}:${p(d.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
}
/** "2026-11-20 13:04:58" (trax.md §9). */
const ymdHis = (d: Date) =>
  new Date(d.getTime() + 5 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

export async function startFakeTrax(apiKey = 'trax-key-1'): Promise<FakeTrax> {
  const parcels: FakeTraxParcel[] = [];
  const pickupAddresses: FakeTrax['pickupAddresses'] = [
    {
      id: 3012,
      person_of_contact: 'Sahban',
      phone_number: '0300-1234567',
      email_address: 'sahban@example.pk',
      address: 'Plot 4, SITE',
      city_id: 202,
    },
  ];
  const receivingSheets = new Map<number, string[]>();
  let seq = 0;
  let sheetSeq = 6157;
  const find = (cn: unknown) => parcels.find((p) => p.cn === String(cn ?? '').trim());
  const cityOf = (id: unknown) => TRAX_CITIES.find((c) => String(c.id) === String(id));
  const addressOf = (id: unknown) => pickupAddresses.find((a) => String(a.id) === String(id));
  /** Status 1 ("booked") is the only one a shipper can still cancel or print for (trax.md §7, §8). */
  const stillBooked = (p: FakeTraxParcel) => !p.cancelled && p.history.at(-1)!.status === 'Shipment - Booked';
  const trackingNumber = [req, int, digits(10, 20), exists((v) => !!find(v))];

  const fake = { labelsAsImage: false };

  /**
   * One route: the bare key in `Authorization` (trax.md §1; the wrong-key answer is uncertain),
   * then Sonic's validation (§2, §3) plus the fake's unknown-key check, then `fn`.
   */
  const route =
    (
      known: readonly string[],
      rules: Record<string, Rule[]>,
      fn: (data: Record<string, unknown>, r: FakeRequest) => FakeReply,
    ) =>
    (r: FakeRequest): FakeReply => {
      if (String(r.headers.authorization ?? '') !== apiKey)
        return { status: 401, json: { status: 1, message: 'Unauthorized' } };
      // Laravel's $request->all(): query and body together.
      const data: Record<string, unknown> = {
        ...Object.fromEntries(r.query),
        ...((r.body && !Array.isArray(r.body) ? r.body : {}) as Record<string, unknown>),
      };
      // Form posts may name arrays `tracking_numbers[]` (one public client does).
      if (data['tracking_numbers[]'] !== undefined) {
        const raw = data['tracking_numbers[]'];
        data.tracking_numbers = Array.isArray(raw) ? raw : [raw];
        delete data['tracking_numbers[]'];
      }
      const errors = { ...validate(data, rules), ...unknownKeys(data, known) };
      return Object.keys(errors).length ? invalid(errors) : fn(data, r);
    };

  // trax.md §5.1: the booking rules of a regular account.
  const BOOK_RULES: Record<string, Rule[]> = {
    service_type_id: [req, int, digits(1, 10), exists((v) => !!SERVICE_TYPES[Number(v)])],
    pickup_address_id: [req, int, digits(1, 10), exists((v) => !!addressOf(v))],
    return_address_id: [nullable, int, digits(1, 10), exists((v) => !!addressOf(v))],
    information_display: [requiredIf('service_type_id', 1, 2, 3), nullable, bool],
    consignee_city_id: [req, int, digits(1, 10), exists((v) => !!cityOf(v))],
    consignee_name: [req, between(1, 100)],
    consignee_address: [req, between(1, 255)],
    consignee_phone_number_1: [req, phone],
    consignee_phone_number_2: [nullable, filled, phone],
    consignee_email_address: [nullable, filled, email],
    self_collection: [nullable, bool],
    order_date: [nullable, { r: 'date' }],
    package_type: [requiredIf('service_type_id', 3), bool],
    special_instructions: [nullable, filled, between(0, 190)],
    estimated_weight: [req, num, between(0.1, 100000)],
    shipping_mode_id: [req, int, digits(1, 10), exists((v) => !!SHIPPING_MODES[Number(v)])],
    same_day_timing_id: [requiredIf('shipping_mode_id', 4), int, digits(1, 10)],
    amount: [requiredIf('service_type_id', 1, 2), nullable, num, { r: 'min', n: 0 }],
    payment_mode_id: [
      requiredIf('service_type_id', 1, 2, 3),
      nullable,
      int,
      digits(1, 10),
      exists((v) => [1, 4].includes(Number(v))),
    ],
    // Regular accounts: only 4 (corporate: only 3).
    charges_mode_id: [nullable, int, digits(1, 10), exists((v) => Number(v) === 4)],
    item_product_type_id: [
      requiredIf('service_type_id', 1, 2, 5),
      int,
      digits(1, 10),
      exists((v) => PRODUCT_TYPES(Number(v))),
    ],
    item_description: [requiredIf('service_type_id', 1, 2, 5), between(0, 1000)],
    item_quantity: [requiredIf('service_type_id', 1, 2, 5), int, digits(1, 10), between(1, 10000)],
    item_insurance: [requiredIf('service_type_id', 1, 2, 5), bool],
    product_value: [requiredIf('item_insurance', 1), int, digits(1, 20), between(1, 100000)],
    pieces_quantity: [nullable, int, digits(1, 10), between(1, 10)],
    replacement_item_product_type_id: [
      requiredIf('service_type_id', 2),
      int,
      digits(1, 10),
      exists((v) => PRODUCT_TYPES(Number(v))),
    ],
    replacement_item_description: [requiredIf('service_type_id', 2), between(0, 1000)],
    replacement_item_quantity: [requiredIf('service_type_id', 2), int, digits(1, 10), between(1, 10000)],
    try_and_buy_fees: [requiredIf('service_type_id', 3), nullable, num, { r: 'min', n: 0 }],
    items: [requiredIf('service_type_id', 3), array, { r: 'min', n: 1 }, { r: 'max', n: 5 }],
    'items.*.item_product_type_id': [
      requiredIf('service_type_id', 3),
      int,
      digits(1, 10),
      exists((v) => PRODUCT_TYPES(Number(v))),
    ],
    'items.*.item_description': [requiredIf('service_type_id', 3), between(0, 1000)],
    'items.*.item_quantity': [requiredIf('service_type_id', 3), int, digits(1, 10), between(1, 10000)],
    'items.*.item_insurance': [requiredIf('service_type_id', 3), bool],
    'items.*.product_value': [requiredIf('service_type_id', 3), int, digits(1, 20), between(1, 100000)],
    shipper_reference_number_1: [nullable, between(0, 190)],
    shipper_reference_number_2: [nullable, between(0, 190)],
    shipper_reference_number_3: [nullable, between(0, 190)],
    shipper_reference_number_4: [nullable, between(0, 190)],
    shipper_reference_number_5: [nullable, between(0, 190)],
    open_shipment: [nullable, bool],
    order_id: [nullable, filled, between(0, 100)],
  };
  // trax.md §5.1: documented, accepted and ignored by Sonic.
  const BOOK_KEYS = [...Object.keys(BOOK_RULES).filter((k) => !k.includes('*')), 'pickup_date', 'item_price'];

  // trax.md §4.
  const PICKUP_RULES: Record<string, Rule[]> = {
    person_of_contact: [req, between(1, 190)],
    vendor: [nullable, filled, between(0, 190)],
    phone_number: [req, phone],
    email_address: [req, email],
    address: [req, between(1, 190)],
    city_id: [req, int, digits(1, 10), exists((v) => !!cityOf(v))],
  };

  const historyOf = (p: FakeTraxParcel, type: string) =>
    // trax.md §6: type 1 (consignee view) leaves out the shipper's money and weight entries.
    type === '0' ? p.history : p.history.filter((h) => !/^(Payment|Weight|Charges)\b/.test(h.status));

  const server = await startFakeServer({
    // trax.md §10.
    'GET /api/cities': route([], {}, () => ({
      json: {
        status: 0,
        message: 'Pickup and Delivery Information of Cities',
        cities: TRAX_CITIES.map((c) => ({
          id: c.id,
          name: c.name,
          hub: { id: c.id, name: c.name },
          zone: { id: 1, name: 'Zone A' },
          pickup: c.pickup,
          delivery: c.delivery,
        })),
      },
    })),
    // trax.md §4.
    'GET /api/pickup_addresses': route([], {}, () =>
      pickupAddresses.length
        ? {
            json: {
              status: 0,
              message: 'Pickup Addresses',
              pickup_addresses: pickupAddresses.map((a) => ({
                id: a.id,
                person_of_contact: a.person_of_contact,
                phone_number: a.phone_number,
                email_address: a.email_address,
                address: a.address,
                status: 1,
                default: a.id === pickupAddresses[0]!.id,
                city: { id: Number(a.city_id), name: cityOf(a.city_id)?.name ?? '' },
              })),
            },
          }
        : refuse('No Pickup Address'),
    ),
    'POST /api/pickup_address/add': route(Object.keys(PICKUP_RULES), PICKUP_RULES, (b) => {
      // trax.md §4: a city without pickup is refused after validation.
      if (!cityOf(b.city_id)!.pickup)
        return refuse(`Pickup is not allowed for City ID #${String(b.city_id)}`);
      const id = 3015 + pickupAddresses.length;
      pickupAddresses.push({ ...b, id });
      return { json: { status: 0, message: 'Pickup Address has been added', id } };
    }),
    'POST /api/shipment/book': route(BOOK_KEYS, BOOK_RULES, (b) => {
      // trax.md §5.3: pickup city, then delivery for this service type and shipping mode.
      const pickupCity = cityOf(addressOf(b.pickup_address_id)!.city_id);
      if (!pickupCity?.pickup) return refuse(`Pickup is not allowed for City ID #${pickupCity?.id}`);
      const city = cityOf(b.consignee_city_id)!;
      const service = Number(b.service_type_id);
      const mode = Number(b.shipping_mode_id);
      const modes = Array.isArray(city.delivery) ? [] : (city.delivery[SERVICE_TYPES[service]!] ?? []);
      if (!modes.includes(SHIPPING_MODES[mode]!))
        return refuse(
          `Delivery is not allowed for City ID #${city.id} with Service Type ID #${service} and Shipping Mode ID #${mode}`,
        );
      // trax.md §5.3: Try & Buy collects the fees plus the items' values; prepaid means amount 0.
      let amount = Number(b.amount ?? 0);
      if (service === 3)
        amount =
          Number(b.try_and_buy_fees) +
          (b.items as Array<Record<string, unknown>>).reduce((s, i) => s + Number(i.product_value), 0);
      else if (Number(b.payment_mode_id) === 4) amount = 0;
      const cn = String(202_202_000_000 + ++seq);
      const ts = Math.floor(Date.now() / 1000);
      parcels.push({
        cn,
        body: { ...b, amount },
        history: [
          { date_time: pkDateTime(ts), timestamp: ts, status: 'Shipment - Booked', status_reason: null },
        ],
        cancelled: false,
        payment: null,
      });
      // trax.md §5.3: the number comes back as a JSON number.
      return { json: { status: 0, message: 'Shipment has been Booked!', tracking_number: Number(cn) } };
    }),
    // trax.md §6.
    'GET /api/shipment/track': route(
      ['tracking_number', 'type'],
      { tracking_number: trackingNumber, type: [req, bool] },
      (q) => {
        const p = find(q.tracking_number)!;
        return {
          json: {
            status: 0,
            message: `Tracking of Shipment #${p.cn}`,
            details: {
              tracking_number: q.tracking_number,
              order_id: p.body.order_id ?? null,
              shipper: { name: 'Sauda Test Seller' },
              pickup: { origin: cityOf(addressOf(p.body.pickup_address_id)?.city_id)?.name ?? '' },
              consignee: {
                name: p.body.consignee_name,
                phone_number_1: p.body.consignee_phone_number_1,
                phone_number_2: p.body.consignee_phone_number_2 ?? null,
                destination: cityOf(p.body.consignee_city_id)?.name ?? '',
                address: p.body.consignee_address,
              },
              // Rows as stored (oldest first); trax.md §6 says the order is not stated.
              tracking_history: historyOf(p, String(q.type)),
            },
          },
        };
      },
    ),
    'GET /api/shipment/status': route(
      ['tracking_number', 'type'],
      { tracking_number: trackingNumber, type: [req, bool] },
      (q) => {
        const p = find(q.tracking_number)!;
        const last = historyOf(p, String(q.type)).at(-1)!;
        return {
          json: {
            status: 0,
            message: `Status of Shipment #${p.cn}`,
            current_status: last.status,
            reason: last.status_reason,
          },
        };
      },
    ),
    // trax.md §7: only a booked parcel can be cancelled; anything else "has already been changed".
    'POST /api/shipment/cancel': route(['tracking_number'], { tracking_number: trackingNumber }, (b) => {
      const p = find(b.tracking_number)!;
      if (!stillBooked(p)) return refuse("Shipment's Status has already been changed");
      p.cancelled = true;
      const ts = p.history.at(-1)!.timestamp + 60;
      p.history.push({
        date_time: pkDateTime(ts),
        timestamp: ts,
        status: 'Shipment - Cancelled',
        status_reason: null,
      });
      return { json: { status: 0, message: `Shipment #${p.cn} is Cancelled` } };
    }),
    // trax.md §8: type absent or 0 gives a JPG, otherwise a PDF; 'Already Received' once moved on.
    'GET /api/shipment/air_waybill': route(
      ['tracking_number', 'type'],
      { tracking_number: trackingNumber },
      (q) => {
        const p = find(q.tracking_number)!;
        if (!stillBooked(p)) return refuse('Already Received');
        const image = fake.labelsAsImage || q.type === undefined || String(q.type) === '0';
        return image
          ? {
              bytes: Buffer.concat([
                Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
                Buffer.from(`JFIF airway bill ${p.cn}`),
              ]),
              contentType: 'image/jpeg',
              headers: { 'content-disposition': 'attachment; filename="air_waybill.jpg"' },
            }
          : {
              bytes: Buffer.from(`%PDF-1.4 Trax airway bill ${p.cn}`),
              headers: { 'content-disposition': 'attachment; filename="air_waybill.pdf"' },
            };
      },
    ),
    // trax.md §8.
    'POST /api/receiving_sheet/create': route(
      ['tracking_numbers'],
      {
        tracking_numbers: [req, array, { r: 'min', n: 1 }],
        'tracking_numbers.*': [req, int, { r: 'distinct' }, digits(10, 20), exists((v) => !!find(v))],
      },
      (b) => {
        receivingSheets.set(++sheetSeq, (b.tracking_numbers as unknown[]).map(String));
        return {
          json: { status: 0, message: 'Receiving Sheet has been Created', receiving_sheet_id: sheetSeq },
        };
      },
    ),
    'GET /api/receiving_sheet/view': route(
      ['receiving_sheet_id', 'type'],
      {
        receiving_sheet_id: [req, int, exists((v) => receivingSheets.has(Number(v)))],
        type: [nullable, bool],
      },
      (q) => {
        const cns = receivingSheets.get(Number(q.receiving_sheet_id))!;
        return q.type === undefined || String(q.type) === '0'
          ? { bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0]), contentType: 'image/jpeg' }
          : { bytes: Buffer.from(`%PDF-1.4 Trax receiving sheet ${cns.join(',')}`) };
      },
    ),
    // trax.md §9.
    'GET /api/shipment/payment_status': route(
      ['tracking_number'],
      { tracking_number: trackingNumber },
      (q) => {
        const p = find(q.tracking_number)!;
        if (!p.payment) return refuse('No Payment Status');
        return {
          json: {
            status: 0,
            message: `Payment Status of Shipment #${p.cn}`,
            current_payment_status: 'Payment - Processed',
          },
        };
      },
    ),
    'GET /api/shipment/payments': route(['tracking_number'], { tracking_number: trackingNumber }, (q) => {
      const p = find(q.tracking_number)!;
      if (!p.payment) return refuse('No Payments');
      return {
        json: {
          status: 0,
          message: `Payment(s) of Shipment #${p.cn}`,
          charges: { weight_charges: p.payment.charges },
          current_payment_status: 'Payment - Processed',
          payments: [{ ...p.payment, type: 0 }],
        },
      };
    }),
  });

  return Object.assign(fake, {
    ...server,
    apiKey,
    parcels,
    pickupAddresses,
    receivingSheets,
    advance(cn: string, status: string, reason: string | null = null, secondsLater = 60) {
      const p = find(cn);
      if (!p) throw new Error(`no parcel ${cn}`);
      const ts = p.history.at(-1)!.timestamp + secondsLater;
      p.history.push({ date_time: pkDateTime(ts), timestamp: ts, status, status_reason: reason });
    },
    pay(cn: string, paymentId: number, charges: number) {
      const p = find(cn);
      if (!p) throw new Error(`no parcel ${cn}`);
      const amount = Number(p.body.amount);
      const gst = Math.round(charges * 0.13 * 100) / 100;
      p.payment = {
        id: paymentId,
        datetime: ymdHis(new Date('2026-11-20T08:04:58Z')),
        amount,
        charges: charges.toFixed(2),
        gst: gst.toFixed(2),
        payable: (amount - charges - gst).toFixed(2),
      };
    },
  });
}
