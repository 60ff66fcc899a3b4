/**
 * Storefront page weight and Lighthouse performance (issue #4): buyers open /sp/:id and
 * /ecommerce/shop on cheap phones over slow connections.
 *   npm run bench:storefront      (needs the built web app and a Chromium: CHROMIUM_PATH or /usr/bin/chromium)
 * Serves the built app on a throwaway embedded database with one listed product, then:
 *  - counts the JavaScript each page loads (bytes as served, and gzip-compressed), via Chromium;
 *  - runs Lighthouse (mobile preset: simulated slow 4G, 4× CPU slowdown) on each page.
 * The sign-in page is the baseline in the same run.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServerProcess } from './server-process.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DIST = path.resolve(import.meta.dirname, '../apps/web/dist/index.html');

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function main() {
  if (!existsSync(CHROMIUM) || !existsSync(DIST)) {
    console.log(
      `bench:storefront skipped: needs ${existsSync(CHROMIUM) ? 'the built web app (npm run build)' : `Chromium at ${CHROMIUM}`}.`,
    );
    return;
  }
  const server = await startServerProcess({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sauda-sf-')),
    SEED_DEMO: 'false',
  });
  const base = server.url;
  try {
    const headers = { origin: base, 'content-type': 'application/json' };
    const up = await json<{ data: { token: string } }>(
      await fetch(`${base}/api/v1/auth/signup`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          name: 'Web Bench',
          businessName: 'Bench Looms',
          email: 'web-bench@sauda.pk',
          password: 'Bench-password-2026',
        }),
      }),
    );
    const auth = { ...headers, authorization: `Bearer ${up.data.token}` };
    const store = await json<{ data: { _id: string } }>(
      await fetch(`${base}/api/v1/stores`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ name: 'Bench Looms', platform: 'sauda' }),
      }),
    );
    // A real product photo stand-in: a 1200×1600 JPEG-sized image.
    const sharp = (await import('sharp')).default;
    const photo = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#9a3412' } })
      .composite([
        {
          input: Buffer.from(
            '<svg width="1200" height="1600"><circle cx="600" cy="800" r="400" fill="#fde68a"/></svg>',
          ),
        },
      ])
      .jpeg()
      .toBuffer();
    const image = await json<{ data: { id: string } }>(
      await fetch(`${base}/api/v1/products/images`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'image/jpeg' },
        body: photo,
      }),
    );
    const product = await json<{ data: { _id: string } }>(
      await fetch(`${base}/api/v1/products`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          title: 'Embroidered lawn suit',
          descriptionHtml: '<p>Three-piece lawn suit with chiffon dupatta.</p>',
          weightGrams: 600,
          discount: 15,
          imageIds: [image.data.id],
          options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
          variants: ['S', 'M', 'L'].map((s) => ({ optionValues: [s], price: 450000, inventory: 20 })),
        }),
      }),
    );
    const pub = await json<{ data: { publicId: string; shopUrl: string } }>(
      await fetch(`${base}/api/v1/public-product`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ productId: product.data._id, storeId: store.data._id }),
      }),
    );
    const shopId = new URL(pub.data.shopUrl).searchParams.get('s')!;
    const pages = [
      { name: 'baseline: /login', path: '/login' },
      { name: '/sp/:id (product page)', path: `/sp/${pub.data.publicId}` },
      { name: '/ecommerce/shop', path: `/ecommerce/shop?s=${shopId}` },
      { name: '/checkout (empty cart)', path: `/checkout?s=${shopId}` },
    ];

    // JavaScript weight per page.
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const weights: Array<{ js: number; gz: number; files: number }> = [];
    for (const p of pages) {
      const page = await browser.newPage();
      const bodies: Buffer[] = [];
      page.on('response', (r) => {
        if (r.request().resourceType() === 'script')
          void r.body().then(
            (b) => bodies.push(b),
            () => undefined,
          );
      });
      await page.goto(`${base}${p.path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      weights.push({
        js: bodies.reduce((n, b) => n + b.length, 0),
        gz: bodies.reduce((n, b) => n + gzipSync(b).length, 0),
        files: bodies.length,
      });
      await page.close();
    }
    await browser.close();

    // Lighthouse, mobile preset (its default): simulated slow 4G and a 4× slower CPU.
    const { default: lighthouse } = await import('lighthouse');
    const chromeLauncher = await import('chrome-launcher');
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    const scores: Array<{ perf: number; fcp: number; lcp: number; tbt: number; si: number }> = [];
    try {
      for (const p of pages) {
        const r = await lighthouse(`${base}${p.path}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          logLevel: 'error',
        });
        const a = r!.lhr.audits;
        scores.push({
          perf: Math.round((r!.lhr.categories.performance?.score ?? 0) * 100),
          fcp: a['first-contentful-paint']?.numericValue ?? 0,
          lcp: a['largest-contentful-paint']?.numericValue ?? 0,
          tbt: a['total-blocking-time']?.numericValue ?? 0,
          si: a['speed-index']?.numericValue ?? 0,
        });
      }
    } finally {
      chrome.kill();
    }

    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    const b = weights[0]!;
    console.log('\nStorefront pages — JavaScript loaded (Chromium) and Lighthouse mobile (slow 4G, 4× CPU)');
    console.log(
      `${'page'.padEnd(26)} ${'files'.padStart(5)} ${'JS'.padStart(10)} ${'gzip'.padStart(9)} ${'vs base'.padStart(8)} ${'score'.padStart(6)} ${'FCP s'.padStart(6)} ${'LCP s'.padStart(6)} ${'TBT ms'.padStart(7)}`,
    );
    pages.forEach((p, i) => {
      const w = weights[i]!;
      const s = scores[i]!;
      console.log(
        `${p.name.padEnd(26)} ${String(w.files).padStart(5)} ${kb(w.js).padStart(10)} ${kb(w.gz).padStart(9)} ${`${(w.gz / b.gz).toFixed(2)}×`.padStart(8)} ${String(s.perf).padStart(6)} ${(s.fcp / 1000).toFixed(1).padStart(6)} ${(s.lcp / 1000).toFixed(1).padStart(6)} ${Math.round(s.tbt).toString().padStart(7)}`,
      );
    });
  } finally {
    await server.stop();
  }
}

await main();
