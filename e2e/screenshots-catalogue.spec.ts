/** Screenshots of the catalogue, stock, purchasing and storefront pages (desktop and phone). */
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { createReadyAccount } from './fixtures/accounts.ts';
import { createStoreViaUi } from './fixtures/orders.ts';
import { shot, tour } from './fixtures/shot.ts';

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
] as const;

async function seed(page: Page) {
  const base = new URL(page.url()).origin;
  const h = { origin: base };
  const post = async (url: string, data: object) => {
    const res = await page.request.post(`/api${url}`, { headers: h, data });
    expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()).data;
  };
  const stores = (await (await page.request.get('/api/v1/stores')).json()).data;
  const vendor = await post('/v1/vendors', {
    name: 'Faisalabad Looms',
    phone: '03214567890',
    city: 'Faisalabad',
    email: 'looms@example.pk',
  });
  const category = await post('/v1/categories', { name: 'Lawn suits', description: 'Summer lawn' });
  const images: string[] = [];
  for (const colour of ['#b45309', '#0f766e', '#9d174d']) {
    const buf = await sharp({ create: { width: 900, height: 1200, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    const res = await page.request.post('/api/v1/products/images', {
      headers: { ...h, 'content-type': 'image/jpeg' },
      data: buf,
    });
    images.push((await res.json()).data.id);
  }
  const suit = await post('/v1/products', {
    title: 'Embroidered lawn suit (3-piece)',
    descriptionHtml:
      '<p>Printed lawn shirt, dyed trousers and a <strong>chiffon dupatta</strong>.</p><ul><li>Unstitched</li><li>3 metres</li></ul>',
    vendorId: vendor._id,
    categoryId: category._id,
    weightGrams: 650,
    discount: 15,
    imageIds: images,
    options: [
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Colour', values: ['Rust', 'Teal'] },
    ],
    variants: ['S', 'M', 'L'].flatMap((s, i) =>
      ['Rust', 'Teal'].map((c, j) => ({
        optionValues: [s, c],
        sku: `LAWN-${s}-${c.toUpperCase()}`,
        price: 499_900,
        compareAtPrice: 599_900,
        cost: 280_000,
        imageId: images[j],
        inventory: [6, 2, 0][i],
      })),
    ),
  });
  await post('/v1/products', {
    title: 'Chiffon dupatta',
    weightGrams: 200,
    variants: [{ price: 150_000, inventory: 20, sku: 'DUP' }],
  });
  const mto = await post('/v1/products', {
    title: 'Khussa (made to order)',
    vendorId: vendor._id,
    weightGrams: 500,
    allowBackorder: true,
    variants: [{ price: 320_000, cost: 150_000, sku: 'KHUSSA' }],
  });
  await post('/v1/products', {
    title: 'Draft waistcoat',
    status: 'draft',
    weightGrams: 300,
    variants: [{ price: 250_000 }],
  });
  const listed = await post('/v1/public-product', { productId: suit._id, storeId: stores[0]._id });
  await post('/v1/orders', {
    storeId: stores[0]._id,
    paymentMethod: 'COD',
    lineItems: [{ variantId: mto.variants[0]._id, quantity: 2 }],
    shippingAddress: {
      name: 'Sana Iqbal',
      phone: '03217654321',
      address: 'Flat 3, Block C, Johar Town',
      city: 'Lahore',
    },
  });
  const po = await post('/v1/purchase-orders', {
    vendorId: vendor._id,
    lines: [{ variantId: suit.variants[4]._id, quantity: 10, unitCost: 280_000 }],
  });
  return { suit, listed, po, category, shopId: new URL(listed.shopUrl).searchParams.get('s')! };
}

/** A signed-in seller with a store (each test then seeds the catalogue above). */
async function ready(page: Page, tag: string) {
  await createReadyAccount(page, tag);
  await createStoreViaUi(page, 'Ayesha Closet');
}

// One tour per part of the catalogue, each with a seller of its own, so a slow moment on CI costs a
// retry of a few pages rather than the whole catalogue (each page state runs the axe check too).
for (const size of SIZES) {
  test.describe(`catalogue screenshots (${size.name})`, () => {
    test.describe.configure({ timeout: 180_000 });
    test.use({ viewport: { width: size.width, height: size.height } });
    const s = size.name;

    test(`products and categories (${s})`, async ({ page }) => {
      await ready(page, `cat-shots-${s}`);
      await page.goto('/products');
      await shot(page, `${s}-products-empty`);
      const d = await seed(page);
      await tour(page, s, [
        ['/products', 'products'],
        ['/create-products', 'create-product'],
        [`/products/${d.suit._id}/edit`, 'edit-product'],
        ['/categories', 'categories'],
        ['/create-categories', 'create-category'],
        ['/new-categories', 'new-category'],
        [`/category-products/${d.category._id}`, 'category-products'],
      ]);
      await page.goto('/categories');
      await page.getByRole('button', { name: 'Delete Lawn suits' }).first().click();
      await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
      await shot(page, `${s}-category-delete-dialog`);
    });

    test(`stock and purchasing (${s})`, async ({ page }) => {
      await ready(page, `stock-shots-${s}`);
      const d = await seed(page);
      await tour(page, s, [
        ['/inventory', 'inventory'],
        ['/vendors', 'vendors'],
        ['/add-vendor', 'add-vendor'],
        ['/purchase-order', 'purchase-orders'],
        ['/purchase-order/new', 'create-purchase-order'],
        [`/purchase-order/${d.po._id}`, 'purchase-order-detail'],
        ['/procure', 'procure'],
        ['/create-orders', 'create-order-picker'],
      ]);
      await page.goto('/inventory');
      await page
        .getByRole('button', { name: /Adjust stock of/ })
        .first()
        .click();
      await shot(page, `${s}-inventory-adjust`);
      await page.keyboard.press('Escape');
      // The other dialogs of these pages, each checked once (docs/accessibility.md).
      await page.goto('/vendors');
      await page.getByRole('button', { name: 'Edit Faisalabad Looms' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot(page, `${s}-vendor-edit-dialog`);
    });

    test(`the storefront (${s})`, async ({ page, browser }) => {
      await ready(page, `shop-shots-${s}`);
      const d = await seed(page);
      // The buyer, signed out, in a context of their own.
      const buyer = await browser.newContext({ viewport: { width: size.width, height: size.height } });
      const bp = await buyer.newPage();
      await tour(bp, s, [
        [`/sp/${d.listed.publicId}`, 'sp-product'],
        [`/ecommerce/shop?s=${d.shopId}`, 'shop'],
      ]);
      await bp.goto(`/sp/${d.listed.publicId}`);
      await bp.getByRole('button', { name: 'Add to cart' }).click();
      await bp.goto(`/ecommerce/cart?s=${d.shopId}`);
      await shot(bp, `${s}-cart`);
      await bp.goto(`/checkout?s=${d.shopId}`);
      await bp.getByRole('button', { name: /Place order/ }).click();
      await shot(bp, `${s}-checkout-errors`);
      await buyer.close();
    });
  });
}
