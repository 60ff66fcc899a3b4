/**
 * Issue 12 §1: a storefront checkout ends on an "order placed" page with the order number, what
 * happens next and a working link to follow the order; the delivery line never says "Free"
 * before the seller has set the charge; the cart's quantity buttons say what they do.
 */
import { expect, test } from '@playwright/test';
import { createReadyAccount } from './fixtures/accounts.ts';
import { createStoreViaUi } from './fixtures/orders.ts';

test('a buyer places an order and lands on the order-placed page with its number and link', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await createReadyAccount(page, 'placed');
  await createStoreViaUi(page, 'Ayesha Closet');
  const origin = new URL(page.url()).origin;
  const call = async (method: 'post' | 'put', url: string, data: object) => {
    const res = await page.request[method](`/api${url}`, { headers: { origin }, data });
    expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()).data;
  };
  const storeId = (await (await page.request.get('/api/v1/stores')).json()).data[0]._id as string;
  const product = await call('post', '/v1/products', {
    title: 'Khaddar kurta',
    status: 'active',
    weightGrams: 400,
    options: [{ name: 'Size', values: ['M', 'L'] }],
    variants: [
      { optionValues: ['M'], sku: 'KK-M', price: 250_000, inventory: 8 },
      { optionValues: ['L'], sku: 'KK-L', price: 250_000, inventory: 5 },
    ],
  });
  const listed = await call('post', '/v1/public-product', { productId: product._id, storeId });

  const buyerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const buyer = await buyerContext.newPage();
  await buyer.goto(listed.url);
  await buyer.getByRole('button', { name: 'L', exact: true }).click();
  await buyer.getByRole('button', { name: 'Add to cart' }).click();
  await buyer.getByRole('link', { name: /Cart, 1 item/ }).click();
  await expect(buyer).toHaveURL(/\/ecommerce\/cart\?s=/);

  // The cart's steppers, found by what they do.
  await buyer.getByRole('button', { name: 'Increase quantity of Khaddar kurta (L)' }).click();
  await expect(buyer.getByRole('textbox', { name: 'Quantity of Khaddar kurta (L)' })).toHaveValue('2');
  await expect(buyer.getByTestId('cart-subtotal')).toHaveText('Rs 5,000');
  await buyer.getByRole('button', { name: 'Decrease quantity of Khaddar kurta (L)' }).click();
  await expect(buyer.getByRole('textbox', { name: 'Quantity of Khaddar kurta (L)' })).toHaveValue('1');
  await expect(buyer.getByTestId('cart-delivery')).toHaveText('Confirmed by the seller');

  await buyer.getByRole('link', { name: 'Checkout' }).click();
  await expect(buyer.getByTestId('checkout-delivery')).toHaveText('Confirmed by the seller');
  await buyer.getByLabel('Full name').fill('Sana Iqbal');
  await buyer.getByLabel('Mobile number').fill('0321 7654321');
  await buyer.getByRole('combobox', { name: 'City' }).fill('laho');
  await buyer.getByRole('option', { name: /^Lahore/ }).click();
  await buyer.getByLabel('Full address').fill('Flat 3, Block C, Johar Town');
  await buyer.getByRole('button', { name: /Place order/ }).click();

  // Order placed: the number, what happens next, the link to keep.
  await expect(buyer).toHaveURL(/\/order-confirmation\?token=[\w-]+&placed=1$/);
  await expect(
    buyer.getByRole('heading', { level: 1, name: 'Thank you! Your order is placed.' }),
  ).toBeVisible();
  const number = (await buyer.getByTestId('placed-order-number').innerText()).trim();
  expect(number).toMatch(/^#\d+$/);
  await expect(buyer.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(buyer.getByText(/will call or WhatsApp you on 0321\*+21 to confirm your order/)).toBeVisible();
  await expect(buyer.getByText('Pay cash when the parcel arrives.')).toBeVisible();
  // The delivery charge is not known yet: never "Free".
  const summary = buyer.getByRole('list', { name: 'Items' }).locator('..');
  await expect(summary.getByText('Confirmed by the seller')).toBeVisible();
  await expect(summary.getByText('Free', { exact: true })).toHaveCount(0);
  await expect(buyer.getByTestId('public-total')).toHaveText('Rs 2,500');

  const track = buyer.getByRole('link', { name: `Track your order: ${number}` });
  const href = await track.getAttribute('href');
  expect(href).toMatch(/\/order-confirmation\?token=[\w-]+$/);
  await track.click();
  await expect(buyer).toHaveURL(href!);
  await expect(buyer.getByRole('heading', { level: 1, name: 'Please confirm your order' })).toBeVisible();
  await expect(buyer.getByText(`Order ${number}`)).toBeVisible();
  await expect(buyer.getByTestId('placed-order-number')).toHaveCount(0);

  // The seller adds Rs 250 delivery: the buyer's page shows the fee and the new total.
  const [order] = (
    await (await page.request.get(`/api/v1/orders?search=${encodeURIComponent(number)}`)).json()
  ).data;
  await call('put', `/v1/orders/${order._id}`, { shipping: 25_000 });
  await buyer.reload();
  await expect(summary.getByText('Rs 250', { exact: true })).toBeVisible();
  await expect(summary.getByText('Confirmed by the seller')).toHaveCount(0);
  await expect(buyer.getByTestId('public-total')).toHaveText('Rs 2,750');
  await buyerContext.close();
});
