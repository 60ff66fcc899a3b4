/** Screenshots of the catalogue, stock, purchasing and storefront pages (desktop and phone). */
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { createReadyAccount } from './fixtures/accounts.ts';
import { createStoreViaUi } from './fixtures/orders.ts';
import { shot } from './fixtures/shot.ts';

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

for (const size of SIZES) {
  test(`catalogue screenshots (${size.name})`, async ({ page, browser }) => {
    test.setTimeout(240_000); // every page state runs the axe check too
    await page.setViewportSize({ width: size.width, height: size.height });
    const s = size.name;
    await createReadyAccount(page, `cat-shots-${s}`);
    await createStoreViaUi(page, 'Ayesha Closet');
    await page.goto('/products');
    await shot(page, `${s}-products-empty`);
    const d = await seed(page);
    for (const [path, name] of [
      ['/products', 'products'],
      ['/create-products', 'create-product'],
      [`/products/${d.suit._id}/edit`, 'edit-product'],
      ['/categories', 'categories'],
      ['/create-categories', 'create-category'],
      ['/new-categories', 'new-category'],
      [`/category-products/${d.category._id}`, 'category-products'],
      ['/inventory', 'inventory'],
      ['/vendors', 'vendors'],
      ['/add-vendor', 'add-vendor'],
      ['/purchase-order', 'purchase-orders'],
      ['/purchase-order/new', 'create-purchase-order'],
      [`/purchase-order/${d.po._id}`, 'purchase-order-detail'],
      ['/procure', 'procure'],
      ['/create-orders', 'create-order-picker'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await shot(page, `${s}-${name}`);
    }
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
    await page.keyboard.press('Escape');
    await page.goto('/categories');
    await page.getByRole('button', { name: 'Delete Lawn suits' }).first().click();
    await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
    await shot(page, `${s}-category-delete-dialog`);
    await page.keyboard.press('Escape');
    const buyer = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    const bp = await buyer.newPage();
    for (const [path, name] of [
      [`/sp/${d.listed.publicId}`, 'sp-product'],
      [`/ecommerce/shop?s=${d.shopId}`, 'shop'],
    ] as const) {
      await bp.goto(path);
      await shot(bp, `${s}-${name}`);
    }
    await bp.goto(`/sp/${d.listed.publicId}`);
    await bp.getByRole('button', { name: 'Add to cart' }).click();
    await bp.goto(`/ecommerce/cart?s=${d.shopId}`);
    await shot(bp, `${s}-cart`);
    await bp.goto(`/checkout?s=${d.shopId}`);
    await bp.getByRole('button', { name: /Place order/ }).click();
    await shot(bp, `${s}-checkout-errors`);
    await buyer.close();
  });
}
