import { AppError, badRequest } from '../../lib/errors.ts';

export type WhatsappMessage =
  | { kind: 'text'; body: string }
  | {
      kind: 'template';
      name: string;
      language: string;
      params: string[];
      /** Payloads of the template's quick-reply buttons, in the buttons' order (docs/whatsapp.md §7). */
      buttons?: string[];
    };

export interface WhatsappSender {
  baseUrl: string;
  phoneNumberId: string;
  token: string;
}

export interface SendOptions {
  timeoutMs?: number;
  retries?: number;
  /** Upper bound for one wait (Retry-After included). */
  maxWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * 0300-1234567, 0321 4567890, +92 300 1234567 → 923001234567… (WhatsApp wants the number in
 * international form, digits only: a space or dash left in would be refused as another number).
 */
export function waNumber(phone: string) {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('0') ? `92${digits.slice(1)}` : digits;
}

/**
 * Sends one message through the WhatsApp Cloud API. It retries only when the message surely was
 * not accepted (connection refused, 429, 502/503/504), with exponential backoff, jitter and
 * Retry-After; a timeout or a 500 is ambiguous, so it is reported rather than risk a double send.
 */
export async function sendWhatsapp(
  sender: WhatsappSender,
  to: string,
  message: WhatsappMessage,
  opts: SendOptions = {},
): Promise<{ messageId: string }> {
  const { timeoutMs = 10_000, retries = 2, maxWaitMs = 5_000, sleep = pause } = opts;
  const body =
    message.kind === 'text'
      ? { messaging_product: 'whatsapp', to, type: 'text', text: { preview_url: true, body: message.body } }
      : {
          messaging_product: 'whatsapp',
          to,
          type: 'template',
          template: {
            name: message.name,
            language: { code: message.language },
            components: [
              { type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) },
              ...(message.buttons ?? []).map((payload, index) => ({
                type: 'button',
                sub_type: 'quick_reply',
                index: String(index),
                parameters: [{ type: 'payload', payload }],
              })),
            ],
          },
        };
  for (let attempt = 0; ; attempt++) {
    let res: Response;
    try {
      res = await fetch(
        `${sender.baseUrl.replace(/\/$/, '')}/${encodeURIComponent(sender.phoneNumberId)}/messages`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${sender.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        },
      );
    } catch (err) {
      const refused =
        err instanceof TypeError &&
        /ECONNREFUSED|ENOTFOUND|EAI_AGAIN/.test(String((err as { cause?: unknown }).cause ?? ''));
      if (refused && attempt < retries) {
        await sleep(backoff(attempt, maxWaitMs));
        continue;
      }
      throw new AppError(
        502,
        'WHATSAPP_UNAVAILABLE',
        refused
          ? 'WhatsApp could not be reached; try again later'
          : 'WhatsApp did not answer in time; check the chat before sending again',
      );
    }
    const payload = (await res.json().catch(() => null)) as {
      messages?: Array<{ id?: string }>;
      error?: { message?: string };
    } | null;
    if (res.ok && payload?.messages?.[0]?.id) return { messageId: payload.messages[0].id };
    if ([429, 502, 503, 504].includes(res.status) && attempt < retries) {
      const retryAfter = Number(res.headers.get('retry-after'));
      await sleep(
        Math.min(
          maxWaitMs,
          Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : backoff(attempt, maxWaitMs),
        ),
      );
      continue;
    }
    const reason = payload?.error?.message?.slice(0, 300) ?? `HTTP ${res.status}`;
    if (res.status === 401 || res.status === 403)
      throw new AppError(502, 'WHATSAPP_AUTH', `WhatsApp refused the access token: ${reason}`);
    throw new AppError(502, 'WHATSAPP_REJECTED', `WhatsApp did not send the message: ${reason}`);
  }
}

function backoff(attempt: number, cap: number) {
  const base = 250 * 2 ** attempt;
  return Math.min(cap, base + Math.floor(Math.random() * base));
}

/** What Meta says of a business phone number (Graph API `GET /{phone-number-id}`, docs/whatsapp.md §5). */
export interface NumberInfo {
  displayPhoneNumber: string;
  verifiedName: string;
}

/**
 * Asks Meta about the number with the token, as saving the settings does. Meta's refusals name
 * the wrong field: an OAuth error (code 190, or HTTP 401) is the token; "object does not exist"
 * (code 100) is the phone number ID. `null` when Meta cannot be reached: the settings are saved
 * unchecked and say so.
 */
export async function lookupNumber(sender: WhatsappSender, timeoutMs = 5_000): Promise<NumberInfo | null> {
  let res: Response;
  try {
    res = await fetch(
      `${sender.baseUrl.replace(/\/$/, '')}/${encodeURIComponent(sender.phoneNumberId)}?fields=display_phone_number,verified_name`,
      {
        headers: { authorization: `Bearer ${sender.token}` },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      },
    );
  } catch {
    return null;
  }
  const body = (await res.json().catch(() => null)) as {
    display_phone_number?: string;
    verified_name?: string;
    error?: { message?: string; code?: number; type?: string };
  } | null;
  if (res.ok && body?.display_phone_number)
    return { displayPhoneNumber: body.display_phone_number, verifiedName: body.verified_name ?? '' };
  const reason = body?.error?.message?.slice(0, 300) ?? `HTTP ${res.status}`;
  if (res.status === 401 || body?.error?.code === 190 || body?.error?.type === 'OAuthException')
    throw badRequest('WHATSAPP_AUTH', `Meta refused the access token: ${reason}`, [
      { field: 'accessToken', message: `Meta refused this token: ${reason}` },
    ]);
  if (body?.error?.code === 100)
    throw badRequest('WHATSAPP_NUMBER', 'Meta knows no phone number with this ID for this token', [
      {
        field: 'phoneNumberId',
        message: 'Meta knows no phone number with this ID for this token: copy it from WhatsApp → API setup',
      },
    ]);
  if (res.status >= 500) return null; // Meta is having trouble: save unchecked rather than refuse
  throw new AppError(502, 'WHATSAPP_REJECTED', `Meta did not accept the settings: ${reason}`);
}
