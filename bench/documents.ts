/**
 * Document benchmarks (issue #23):
 *   npm run bench:documents
 * 1. The size of a 100-label PDF (4 airway bills an A4 page), a third of the consignees written in
 *    Urdu, a third in Roman Urdu and a third mixing Urdu with house numbers and sectors: embedded
 *    fonts are subset, so the file grows by the glyphs used, not by whole fonts.
 * 2. The time of a 500-parcel load sheet (median of 5), with the same mix of names.
 * Both call the renderers directly (no database, no HTTP), so the figures are the PDFs' own cost;
 * `npm run bench:couriers` reports the load sheet through the API.
 */
import { performance } from 'node:perf_hooks';
import { labelsPdf, type LabelData } from '../apps/api/src/modules/shipping/labels.ts';
import { manifestPdf, type ManifestData } from '../apps/api/src/modules/shipping/manifest.ts';

const LABELS = 100;
const PARCELS = 500;
const RUNS = 5;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Names and addresses as buyers type them: Urdu, Roman Urdu and mixed on one line. */
const people = [
  { name: 'محمد عمران', address: 'مکان نمبر 5، گلی 2، سیٹلائٹ ٹاؤن', city: 'Rawalpindi' },
  { name: 'Ayesha Siddiqui', address: 'Flat 12, Block C, Gulshan-e-Iqbal', city: 'Karachi' },
  { name: 'عائشہ بی بی', address: 'House 5، F-8/3، نزد مسجد', city: 'Islamabad' },
  { name: 'Imran bhai (dukaan wala)', address: 'Mohalla Ganj, gali no 4 ke samne', city: 'Multan' },
];

const trackingNumber = (i: number) => `SB${String(10_000_000 + i)}`;

function label(i: number): LabelData {
  const p = people[i % people.length]!;
  return {
    trackingNumber: trackingNumber(i),
    courierName: 'Sandbox Courier',
    shipmentType: 'Overnight',
    orderName: `#${1001 + i}`,
    reference: `R-${i}`,
    codAmount: 350_000 + i * 100,
    weightGrams: 500,
    pieces: 1,
    description: i % 2 ? 'Lawn suit 3 piece' : 'کڑھائی والا سوٹ',
    consignee: { name: p.name, phone: '03001234567', address: p.address, city: p.city },
    shipper: {
      name: 'Bilal Ahmed',
      phone: '03211234567',
      address: '45 Main Boulevard, Gulberg III',
      city: 'Lahore',
    },
    storeName: 'Lawn House',
    bookedAt: new Date('2026-11-27T07:00:00Z'),
    trackingUrl: `https://sauda.example/t/${trackingNumber(i)}`,
  };
}

function sheet(): ManifestData {
  return {
    number: 'LS-1001',
    storeName: 'Lawn House',
    courierName: 'Sandbox Courier',
    courierSheetId: null,
    pickup: { name: 'Main warehouse', phone: '03211234567', address: '45 Main Boulevard', city: 'Lahore' },
    createdAt: new Date('2026-11-27T07:00:00Z'),
    createdBy: 'Bilal Ahmed',
    parcels: Array.from({ length: PARCELS }, (_, i) => {
      const p = people[i % people.length]!;
      return {
        trackingNumber: trackingNumber(i),
        orderName: `#${1001 + i}`,
        consigneeName: p.name,
        city: p.city,
        pieces: 1,
        weightGrams: 500,
        codAmount: 350_000,
      };
    }),
  };
}

async function main() {
  const labels = Array.from({ length: LABELS }, (_, i) => label(i));
  const t0 = performance.now();
  const pdf = await labelsPdf(labels, 4);
  const labelMs = performance.now() - t0;

  const m = sheet();
  const times: number[] = [];
  let sheetBytes = 0;
  for (let r = 0; r < RUNS; r++) {
    const start = performance.now();
    sheetBytes = (await manifestPdf(m)).length;
    times.push(performance.now() - start);
  }
  console.log(
    `airway bills PDF, ${LABELS} labels (4 a page)                 ${(pdf.length / 1024).toFixed(0)} KB   (${labelMs.toFixed(0)} ms)`,
  );
  console.log(
    `load sheet PDF, ${PARCELS} parcels (median of ${RUNS})             ${median(times).toFixed(0)} ms   ${(sheetBytes / 1024).toFixed(0)} KB`,
  );
}

await main();
