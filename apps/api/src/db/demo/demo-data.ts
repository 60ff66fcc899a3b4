/**
 * What the demo shop is made of (issue 12 §2): a seeded random source, Pakistani buyers, cities and
 * addresses, and a catalogue of clothes, shoes and bags. Pure data: the same seed gives the same shop.
 */

/** mulberry32: small, fast, good enough for believable data; never for anything secret. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  /** One of `entries` by weight. */
  const weighted = <T>(entries: ReadonlyArray<readonly [T, number]>): T => {
    const total = entries.reduce((n, [, w]) => n + w, 0);
    let r = next() * total;
    for (const [v, w] of entries) if ((r -= w) < 0) return v;
    return entries.at(-1)![0];
  };
  return { next, int, pick, weighted, chance: (p: number) => next() < p };
}
export type Rng = ReturnType<typeof prng>;

const WOMEN = [
  'Ayesha',
  'Fatima',
  'Zainab',
  'Maryam',
  'Hira',
  'Sana',
  'Mahnoor',
  'Iqra',
  'Amna',
  'Rabia',
  'Khadija',
  'Sidra',
  'Mehwish',
  'Nimra',
  'Anum',
  'Saba',
  'Aiman',
  'Kinza',
  'Laiba',
  'Areeba',
  'Noor',
  'Sadia',
  'Bushra',
  'Farah',
  'Uzma',
  'Hafsa',
  'Javeria',
  'Rimsha',
  'Tayyaba',
  'Shazia',
] as const;
const MEN = [
  'Muhammad Ali',
  'Ahmed',
  'Bilal',
  'Usman',
  'Hamza',
  'Hassan',
  'Imran',
  'Faisal',
  'Kamran',
  'Zeeshan',
  'Waqas',
  'Adnan',
  'Asad',
  'Danish',
  'Farhan',
  'Junaid',
  'Salman',
  'Tariq',
  'Umair',
  'Shahzad',
] as const;
const SURNAMES = [
  'Khan',
  'Malik',
  'Qureshi',
  'Sheikh',
  'Butt',
  'Chaudhry',
  'Siddiqui',
  'Raza',
  'Hussain',
  'Iqbal',
  'Akhtar',
  'Mirza',
  'Baig',
  'Abbasi',
  'Javed',
  'Aslam',
  'Farooq',
  'Rehman',
  'Anwar',
  'Shah',
  'Niazi',
  'Awan',
  'Gill',
  'Cheema',
  'Ansari',
  'Memon',
  'Baloch',
  'Yousafzai',
] as const;

/** City, share of orders, and neighbourhoods buyers write. */
const CITY_AREAS: ReadonlyArray<readonly [string, number, readonly string[]]> = [
  [
    'Karachi',
    22,
    [
      'Gulshan-e-Iqbal Block 13-D',
      'DHA Phase 6',
      'North Nazimabad Block H',
      'Clifton Block 5',
      'PECHS Block 2',
      'Gulistan-e-Johar Block 15',
      'Malir Cantt',
      'Nazimabad No. 3',
    ],
  ],
  [
    'Lahore',
    20,
    [
      'Johar Town',
      'DHA Phase 5',
      'Model Town',
      'Gulberg III',
      'Bahria Town Sector C',
      'Wapda Town',
      'Iqbal Town',
      'Samanabad',
    ],
  ],
  ['Islamabad', 8, ['F-10/2', 'G-11/3', 'I-8/4', 'E-11/1', 'DHA Phase 2', 'Bahria Enclave']],
  ['Rawalpindi', 8, ['Satellite Town', 'Bahria Town Phase 7', 'Chaklala Scheme III', 'Westridge', 'Saddar']],
  ['Faisalabad', 6, ['Madina Town', 'Peoples Colony No. 1', 'Susan Road', 'Gulberg', 'D Ground']],
  ['Multan', 5, ['Gulgasht Colony', 'Shah Rukn-e-Alam Colony', 'Bosan Road', 'Cantt']],
  ['Peshawar', 5, ['Hayatabad Phase 3', 'University Town', 'Gulbahar', 'Saddar']],
  ['Gujranwala', 4, ['Satellite Town', 'Model Town', 'Peoples Colony']],
  ['Hyderabad', 4, ['Latifabad Unit 7', 'Qasimabad', 'Citizen Colony']],
  ['Sialkot', 3, ['Cantt', 'Model Town', 'Paris Road']],
  ['Quetta', 2, ['Jinnah Town', 'Samungli Road', 'Satellite Town']],
  ['Bahawalpur', 2, ['Model Town A', 'Satellite Town']],
  ['Sargodha', 2, ['Satellite Town', 'University Road']],
  ['Abbottabad', 2, ['Jinnahabad', 'Supply Bazar']],
  ['Sukkur', 2, ['Military Road', 'New Pind']],
  ['Mardan', 1, ['Sheikh Maltoon Town']],
  ['Gujrat', 1, ['Rehman Shaheed Road']],
  ['Sahiwal', 1, ['Farid Town']],
];
const PROVINCE: Record<string, string> = {
  Karachi: 'Sindh',
  Hyderabad: 'Sindh',
  Sukkur: 'Sindh',
  Quetta: 'Balochistan',
  Peshawar: 'Khyber Pakhtunkhwa',
  Mardan: 'Khyber Pakhtunkhwa',
  Abbottabad: 'Khyber Pakhtunkhwa',
  Islamabad: 'Islamabad Capital Territory',
};

export interface Buyer {
  name: string;
  phone: string;
  address: string;
  city: string;
  province: string;
}

/** A buyer: a name, an 03xx mobile number and an address in a city weighted by how much it orders. */
export function buyer(r: Rng): Buyer {
  const woman = r.chance(0.8);
  const name = `${r.pick(woman ? WOMEN : MEN)} ${r.pick(SURNAMES)}`;
  // Jazz 030x, Zong 031x, Warid 032x, Ufone 033x, Telenor 034x.
  const phone = `03${r.int(0, 4)}${r.int(0, 9)}${String(r.int(0, 9_999_999)).padStart(7, '0')}`;
  const [city, , areas] = r.weighted(CITY_AREAS.map((c) => [c, c[1]] as const));
  const area = r.pick(areas);
  const address = r.chance(0.25)
    ? `Flat ${r.int(1, 24)}${r.pick(['', '-A', '-B'])}, ${r.pick(['Al-Noor', 'Rufi', 'Saima', 'Gulshan', 'Falak'])} Heights, ${area}`
    : `House ${r.int(1, 480)}${r.pick(['', '-A', '-B', '/2'])}, Street ${r.int(1, 40)}, ${area}`;
  return { name, phone, address, city, province: PROVINCE[city] ?? 'Punjab' };
}

export interface DemoProduct {
  title: string;
  /** SKU prefix; variants add their option value. */
  sku: string;
  description: string;
  vendor: number;
  option: { name: string; values: string[] } | null;
  /** Rupees. */
  price: number;
  compareAt?: number;
  cost: number;
  weightGrams: number;
  /** Opening stock per variant. */
  stock: number;
  lowStockThreshold: number;
  /** How often buyers pick it (relative). */
  popularity: number;
  allowBackorder?: boolean;
  discount?: number;
  published?: boolean;
}

export const VENDORS = [
  {
    name: 'Faisalabad Looms',
    contactName: 'Imran Ali',
    phone: '03214567890',
    city: 'Faisalabad',
    email: 'orders@faisalabadlooms.pk',
  },
  {
    name: 'Peshawar Chappal House',
    contactName: 'Gul Khan',
    phone: '03339112233',
    city: 'Peshawar',
    email: null,
  },
  {
    name: 'Anarkali Leather Works',
    contactName: 'Shahid Butt',
    phone: '03004455667',
    city: 'Lahore',
    email: 'shahid@anarkalileather.pk',
  },
  {
    name: 'Karachi Kids Garments',
    contactName: 'Nadia Memon',
    phone: '03122233445',
    city: 'Karachi',
    email: null,
  },
] as const;

export const PRODUCTS: DemoProduct[] = [
  {
    title: 'Embroidered lawn suit (3-piece)',
    sku: 'LAWN-3P',
    description:
      '<p>Printed lawn shirt with an embroidered neckline, dyed trousers and a chiffon dupatta.</p>',
    vendor: 0,
    option: { name: 'Size', values: ['S', 'M', 'L'] },
    price: 4999,
    compareAt: 5999,
    cost: 2800,
    weightGrams: 650,
    stock: 40,
    lowStockThreshold: 5,
    popularity: 10,
    discount: 10,
    published: true,
  },
  {
    title: 'Printed khaddar suit (2-piece)',
    sku: 'KHD-2P',
    description: '<p>Warm khaddar shirt and trousers for winter, digital print.</p>',
    vendor: 0,
    option: { name: 'Size', values: ['S', 'M', 'L'] },
    price: 3450,
    cost: 1900,
    weightGrams: 800,
    stock: 35,
    lowStockThreshold: 5,
    popularity: 8,
    published: true,
  },
  {
    title: 'Chiffon dupatta',
    sku: 'DUP',
    description: '<p>Lightweight chiffon with a sequinned border.</p>',
    vendor: 0,
    option: { name: 'Colour', values: ['Rose', 'Mint', 'Ivory'] },
    price: 1500,
    cost: 700,
    weightGrams: 200,
    stock: 30,
    lowStockThreshold: 5,
    popularity: 6,
  },
  {
    title: "Men's cotton kurta shalwar",
    sku: 'KRT',
    description: '<p>Wash-and-wear cotton, straight cut.</p>',
    vendor: 0,
    option: { name: 'Size', values: ['M', 'L', 'XL'] },
    price: 3990,
    cost: 2200,
    weightGrams: 700,
    stock: 25,
    lowStockThreshold: 4,
    popularity: 5,
  },
  {
    title: "Kids' embroidered frock",
    sku: 'FRK',
    description: '<p>Cotton frock with hand embroidery for Eid and weddings.</p>',
    vendor: 3,
    option: { name: 'Age', values: ['2-3 Y', '4-5 Y', '6-7 Y'] },
    price: 2250,
    cost: 1100,
    weightGrams: 300,
    stock: 20,
    lowStockThreshold: 4,
    popularity: 4,
  },
  {
    title: 'Peshawari chappal',
    sku: 'CHPL',
    description: '<p>Hand-stitched leather chappal with a tyre sole.</p>',
    vendor: 1,
    option: { name: 'Size', values: ['40', '41', '42', '43', '44'] },
    price: 3800,
    cost: 2100,
    weightGrams: 900,
    stock: 14,
    lowStockThreshold: 3,
    popularity: 6,
    published: true,
  },
  {
    title: "Women's block-heel sandals",
    sku: 'SNDL',
    description: '<p>Cushioned footbed, 2-inch block heel.</p>',
    vendor: 2,
    option: { name: 'Size', values: ['37', '38', '39', '40'] },
    price: 2990,
    cost: 1500,
    weightGrams: 600,
    stock: 14,
    lowStockThreshold: 3,
    popularity: 5,
  },
  {
    title: 'Khussa (made to order)',
    sku: 'KHUSSA',
    description: '<p>Hand-embroidered khussa, made in 5 days.</p>',
    vendor: 2,
    option: null,
    price: 3200,
    cost: 1500,
    weightGrams: 500,
    stock: 0,
    lowStockThreshold: 2,
    popularity: 2,
    allowBackorder: true,
  },
  {
    title: 'Leather tote bag',
    sku: 'TOTE',
    description: '<p>Full-grain cow leather, zipped inner pocket.</p>',
    vendor: 2,
    option: { name: 'Colour', values: ['Tan', 'Black'] },
    price: 5500,
    cost: 3000,
    weightGrams: 800,
    stock: 18,
    lowStockThreshold: 3,
    popularity: 5,
    published: true,
  },
  {
    title: 'Embellished clutch',
    sku: 'CLTCH',
    description: '<p>Beaded party clutch with a chain strap.</p>',
    vendor: 2,
    option: { name: 'Colour', values: ['Gold', 'Silver'] },
    price: 2450,
    cost: 1150,
    weightGrams: 350,
    stock: 16,
    lowStockThreshold: 3,
    popularity: 4,
  },
  {
    title: 'Canvas crossbody bag',
    sku: 'XBODY',
    description: '<p>Everyday canvas bag with an adjustable strap.</p>',
    vendor: 2,
    option: { name: 'Colour', values: ['Olive', 'Navy'] },
    price: 1890,
    cost: 850,
    weightGrams: 400,
    stock: 20,
    lowStockThreshold: 4,
    popularity: 4,
  },
];

/** Orders per day before the curve: a shop growing from ~3 to ~6 orders a day. */
export function ordersOnDay(r: Rng, daysAgo: number, weekday: number, date: string): number {
  const trend = 3 + (3 * (60 - daysAgo)) / 60;
  // Friday to Sunday sell more; Monday least.
  const week = [1.25, 0.75, 0.9, 0.95, 1, 1.2, 1.3][weekday]!;
  // 11.11 and White Friday sales.
  const sale = date.endsWith('-11-11') || date.endsWith('-11-27') ? 2.2 : 1;
  return Math.max(0, Math.round(trend * week * sale + (r.next() - 0.5) * 3));
}

/** Minutes after midnight in Karachi: buyers order around lunch and late evening. */
export const orderMinute = (r: Rng) =>
  r.weighted([
    [r.int(9 * 60, 12 * 60), 2],
    [r.int(12 * 60, 17 * 60), 4],
    [r.int(17 * 60, 20 * 60), 3],
    [r.int(20 * 60, 23 * 60 + 50), 5],
    [r.int(0, 90), 1],
  ] as const);
