/**
 * PKR display for the storefront: integer paisa shown as whole rupees, en-PK, no fraction digits
 * (product-rules §1/§9) — the same output as `lib/format.ts` formatPKR, without pulling the contracts'
 * zod setup into the buyer's product and shop pages (tested against formatPKR).
 */
const pkr = new Intl.NumberFormat('en-PK', {
  style: 'currency',
  currency: 'PKR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

export function formatPrice(paisa: number): string {
  return pkr.format(Number.isFinite(paisa) ? Math.round(paisa) / 100 : 0);
}
