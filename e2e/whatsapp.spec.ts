import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createReadyAccount } from './fixtures/accounts.ts';

test('WhatsApp: connecting shows the webhook to paste into Meta, which then verifies and delivers', async ({
  page,
}) => {
  await createReadyAccount(page, 'wa');
  await page.goto('/settings/whatsapp');
  await page.getByLabel('Phone number ID').fill('106540352242922');
  await page.getByLabel('Access token').fill('EAAG-e2e-token-0000000000000000001234');
  await page.getByLabel(/App secret/).fill('a1b2c3d4e5f60718293a4b5c6d7e8f90');
  await page.getByRole('button', { name: 'Connect WhatsApp' }).click();
  await expect(page.getByText('WhatsApp settings saved')).toBeVisible();
  // Meta cannot be reached from the test server: saved, and the page says it is unchecked.
  await expect(page.getByTestId('whatsapp-number')).toHaveText(/Not checked with Meta/);

  const section = page.getByRole('region', { name: 'Delivery reports (webhook)' });
  await expect(section.getByText('App secret saved')).toBeVisible();
  const callbackUrl = (await section.locator('dd code').nth(0).textContent())!;
  const verifyToken = (await section.locator('dd code').nth(1).textContent())!;
  expect(callbackUrl).toMatch(/\/api\/v1\/webhooks\/whatsapp\/[0-9a-f-]{36}$/);
  await expect(section.getByRole('button', { name: 'Copy the verify token' })).toBeVisible();

  // What Meta does on "Verify and save", then a signed delivery.
  const verify = await page.request.get(
    `${callbackUrl}?hub.mode=subscribe&hub.verify_token=${verifyToken}&hub.challenge=8675309`,
  );
  expect(await verify.text()).toBe('8675309');
  const raw = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
              statuses: [
                {
                  id: 'wamid.e2e',
                  status: 'delivered',
                  timestamp: '1764100000',
                  recipient_id: '923001234567',
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const signed = await page.request.post(callbackUrl, {
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': `sha256=${createHmac('sha256', 'a1b2c3d4e5f60718293a4b5c6d7e8f90').update(raw).digest('hex')}`,
    },
    data: raw,
  });
  expect(signed.status()).toBe(200);
  const forged = await page.request.post(callbackUrl, {
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': 'sha256=00' },
    data: raw,
  });
  expect(forged.status()).toBe(401);

  // Automatic confirmations need an approved template: the switch without one names the field.
  await page.getByLabel('Access token').fill('EAAG-e2e-token-0000000000000000001234');
  await page.getByRole('switch', { name: 'Send the confirmation to every new COD order by itself' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  const templateField = page.getByLabel(/Template name/);
  await expect(templateField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/Needed to send confirmations automatically/)).toBeVisible();
  await templateField.fill('cod_confirmation');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/settings/whatsapp') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save changes' }).click();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(
    page.getByRole('switch', { name: 'Send the confirmation to every new COD order by itself' }),
  ).toBeChecked();
});

test('Sandbox WhatsApp: a new COD order’s confirmation reaches the on-screen phone; its ticks turn read and a tap confirms the order', async ({
  page,
  baseURL,
}) => {
  await createReadyAccount(page, 'wasbx');
  await page.goto('/settings/whatsapp');
  await page.getByRole('button', { name: 'Try the sandbox' }).click();
  await expect(page).toHaveURL(/\/settings\/whatsapp\/sandbox-phone$/);
  await expect(page.getByText('Sandbox · no real buyer is messaged')).toBeVisible();
  await expect(page.getByText('No messages yet')).toBeVisible();

  // A COD order, as the order form or the storefront would make it.
  const headers = { origin: baseURL! };
  const store = await page.request.post('/api/v1/stores', {
    headers,
    data: { name: 'Sandbox test store', platform: 'sauda' },
  });
  expect(store.status()).toBe(201);
  const storeId = (await store.json()).data._id as string;
  const made = await page.request.post('/api/v1/orders', {
    headers,
    data: {
      storeId,
      paymentMethod: 'COD',
      lineItems: [{ title: 'Lawn suit', quantity: 1, unitPrice: 450_000 }],
      shippingAddress: {
        name: 'Zara Sheikh',
        phone: '0312 3456789',
        address: 'House 3, Street 9, G-11/2',
        city: 'Islamabad',
      },
    },
  });
  expect(made.status()).toBe(201);
  const orderId = (await made.json()).data._id as string;

  // The phone shows it (polled); opening the chat reads it, and the ticks turn read.
  const chat = page.getByRole('list', { name: 'Chat with +92 312 3456789' });
  await expect(chat.getByText(/Assalam-o-Alaikum Zara Sheikh/)).toBeVisible({ timeout: 15_000 });
  await expect(chat.getByTestId('ticks').first()).toHaveAttribute('data-status', 'read', { timeout: 15_000 });
  const order = async () =>
    (await (await page.request.get(`/api/v1/orders/${orderId}`, { headers })).json()).data as {
      confirmation: { status: string; whatsapp: { status: string } | null };
    };
  await expect
    .poll(async () => (await order()).confirmation.whatsapp?.status, { timeout: 15_000 })
    .toBe('read');

  await chat.getByRole('button', { name: 'Confirm order' }).click();
  await expect(chat.getByText(/is confirmed/)).toBeVisible({ timeout: 15_000 });
  expect((await order()).confirmation.status).toBe('confirmed');
});
