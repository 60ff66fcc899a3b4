/**
 * Meta's WhatsApp Cloud API as the tests meet it (docs/whatsapp.md): a local stand-in for
 * graph.facebook.com's messages endpoint, and webhook deliveries signed the way Meta signs them.
 * The webhook bodies are the documentation's own examples (docs/whatsapp.md §2 names the pages),
 * with only the ids and numbers changed to the test's.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Business numbers the fake Meta knows (`GET /{phone-number-id}`), as its phone-number reference answers. */
const NUMBERS: Record<string, { display_phone_number: string; verified_name: string }> = {
  '109876543210': { display_phone_number: '+92 300 1112233', verified_name: 'Khaadi Corner' },
  '106540352242922': { display_phone_number: '+92 321 4445566', verified_name: 'Webhook A' },
  '109876543210987': { display_phone_number: '+92 333 7778899', verified_name: 'Webhook B' },
};
/** A token Meta has expired (OAuthException 190, subcode 463). */
export const EXPIRED_TOKEN = 'EAAG-expired-token-0000000000000000000';

/**
 * A local stand-in for graph.facebook.com: the Cloud API's messages endpoint, and the phone number
 * node (`GET /{phone-number-id}`) answering `verified_name` and `display_phone_number`, error 100
 * (subcode 33) for an id it does not know and OAuthException 190 for an expired token, each with
 * Meta's error object (`message`, `type`, `code`, `error_subcode`, `fbtrace_id`).
 */
export function fakeCloudApi() {
  const calls: Array<{ path: string; auth: string | undefined; body: Record<string, unknown> }> = [];
  const lookups: string[] = [];
  let script: Array<'ok' | '429' | '401' | 'hang' | '500'> = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      };
      const metaError = (status: number, code: number, subcode: number, type: string, message: string) =>
        send(status, { error: { message, type, code, error_subcode: subcode, fbtrace_id: 'AbCdEfGhIjK' } });
      if (req.method === 'GET') {
        const id = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname.split('/').pop() ?? '');
        lookups.push(id);
        if (req.headers.authorization === `Bearer ${EXPIRED_TOKEN}`)
          return metaError(
            401,
            190,
            463,
            'OAuthException',
            'Error validating access token: Session has expired.',
          );
        const known = NUMBERS[id];
        if (!known)
          return metaError(
            400,
            100,
            33,
            'GraphMethodException',
            `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
          );
        return send(200, { ...known, id, quality_rating: 'GREEN' });
      }
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      calls.push({ path: req.url ?? '', auth: req.headers.authorization, body });
      // A template's quick-reply buttons each take one `payload` parameter, by `index` as a string
      // ("Send message templates": components of type "button", sub_type "quick_reply"); anything
      // else is refused as Meta refuses a malformed parameter (code 100, "Invalid parameter").
      const template = body.template as { components?: Array<Record<string, unknown>> } | undefined;
      for (const c of template?.components ?? []) {
        if (c.type !== 'button') continue;
        const params = c.parameters as Array<Record<string, unknown>> | undefined;
        if (
          c.sub_type !== 'quick_reply' ||
          typeof c.index !== 'string' ||
          !/^\d$/.test(c.index) ||
          params?.length !== 1 ||
          params[0]!.type !== 'payload' ||
          typeof params[0]!.payload !== 'string'
        )
          return metaError(400, 100, 2494010, 'OAuthException', '(#100) Invalid parameter');
      }
      const mode = script.shift() ?? 'ok';
      if (mode === 'hang') return; // never answers
      if (mode === '429') return send(429, { error: { message: 'Rate limit hit' } }, { 'retry-after': '1' });
      if (mode === '401') return send(401, { error: { message: 'Invalid OAuth access token.' } });
      if (mode === '500') return send(500, { error: { message: 'Unknown error' } });
      send(200, {
        messaging_product: 'whatsapp',
        contacts: [{ wa_id: '923001234567' }],
        messages: [{ id: `wamid.${calls.length}` }],
      });
    });
  });
  return {
    calls,
    lookups,
    set: (s: typeof script) => (script = [...s]),
    listen: () =>
      new Promise<string>((r) =>
        server.listen(0, '127.0.0.1', () =>
          r(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`),
        ),
      ),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** `X-Hub-Signature-256`: "sha256=" + hex HMAC-SHA256 of the raw body with the app secret (docs/whatsapp.md §2). */
export const metaSignature = (appSecret: string, raw: string) =>
  `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;

/**
 * A status delivery in the shape of Meta's "Status messages webhook reference" example: one entry,
 * one change with `field: "messages"`, the business number in `metadata`, and `statuses[]` with the
 * message id, status, Unix-seconds timestamp and recipient; a failed status carries `errors[]`
 * with `code`, `title`, `message`, `error_data.details` and `href`.
 */
export function statusDelivery(
  phoneNumberId: string,
  statuses: Array<{
    id: string;
    status: string;
    timestamp?: number;
    error?: { code: number; title: string };
  }>,
) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
              statuses: statuses.map((s) => ({
                id: s.id,
                status: s.status,
                timestamp: String(s.timestamp ?? Math.floor(Date.now() / 1000)),
                recipient_id: '923001234567',
                ...(s.status === 'sent'
                  ? {
                      conversation: {
                        id: 'a75d17ad06104c51166f948319b03c6a',
                        expiration_timestamp: String(Math.floor(Date.now() / 1000) + 86_400),
                        origin: { type: 'utility' },
                      },
                      pricing: { billable: true, pricing_model: 'PMP', category: 'utility' },
                    }
                  : {}),
                ...(s.error
                  ? {
                      errors: [
                        {
                          code: s.error.code,
                          title: s.error.title,
                          message: s.error.title,
                          error_data: { details: s.error.title },
                          href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/',
                        },
                      ],
                    }
                  : {}),
              })),
            },
            field: 'messages',
          },
        ],
      },
    ],
  };
}

/**
 * A buyer's message in the shape of Meta's "Webhook notification payload examples": text
 * (`type: "text"`, `text.body`), or a tap on a template's quick-reply button (`type: "button"`,
 * `button.payload` and `button.text`, `context.id` the template message it was on); with the
 * sender in `contacts[]` and `from`.
 */
export function buyerMessage(
  phoneNumberId: string,
  m: {
    id: string;
    from?: string;
    text?: string;
    button?: { payload: string; text: string };
    contextId?: string;
    timestamp?: number;
  },
) {
  const from = m.from ?? '923001234567';
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
              contacts: [{ profile: { name: 'Ali Raza' }, wa_id: from }],
              messages: [
                {
                  ...(m.contextId ? { context: { from: '15550783881', id: m.contextId } } : {}),
                  from,
                  id: m.id,
                  timestamp: String(m.timestamp ?? Math.floor(Date.now() / 1000)),
                  ...(m.button
                    ? { type: 'button', button: { payload: m.button.payload, text: m.button.text } }
                    : { type: 'text', text: { body: m.text ?? '' } }),
                },
              ],
            },
            field: 'messages',
          },
        ],
      },
    ],
  };
}
