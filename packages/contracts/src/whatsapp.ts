import { z } from 'zod';

/** The webhook a seller registers in Meta's app dashboard (docs/whatsapp.md §1). */
export const whatsappWebhookSchema = z.object({
  /** Paste into Meta: App dashboard → WhatsApp → Configuration → Callback URL. */
  callbackUrl: z.string(),
  /** Paste into Meta beside the callback URL ("Verify token"). */
  verifyToken: z.string(),
  /** Whether the app secret that signs Meta's deliveries is saved (it is never shown). */
  appSecretSet: z.boolean(),
});

export const whatsappSettingsSchema = z.object({
  configured: z.boolean(),
  phoneNumberId: z.string().nullable(),
  /** The token is write-only; only its last four characters are shown. */
  tokenLast4: z.string().nullable(),
  templateName: z.string().nullable(),
  templateLanguage: z.string(),
  /** New COD orders get the confirmation by themselves (only with a template). */
  autoConfirm: z.boolean(),
  /** Set once a sender is connected. */
  webhook: whatsappWebhookSchema.nullable(),
  /** What Meta said of the number when the settings were saved; null if Meta could not be asked. */
  number: z
    .object({ displayPhoneNumber: z.string(), verifiedName: z.string(), checkedAt: z.string() })
    .nullable(),
  /** The sandbox: messages go to Sauda's on-screen phone, never to a buyer (docs/whatsapp.md §10). */
  sandbox: z.boolean(),
});
export type WhatsappSettings = z.infer<typeof whatsappSettingsSchema>;

export const putWhatsappSettingsSchema = z.strictObject({
  phoneNumberId: z
    .string()
    .trim()
    .regex(/^\d{5,30}$/, 'The phone number ID is the number Meta shows under WhatsApp > API setup'),
  accessToken: z.string().trim().min(20, 'Paste the whole access token').max(1000),
  /** An approved message template with body parameters {{1}} name, {{2}} order, {{3}} store, {{4}} total, {{5}} link and two quick-reply buttons, "Confirm order" and "Cancel order". Without one, a text message can go only to a buyer who wrote in the last 24 hours. */
  templateName: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,512}$/, 'Template names use lowercase letters, digits and _')
    .optional(),
  templateLanguage: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'Use a language code such as en or en_US')
    .default('en'),
  /** Send the confirmation to every new COD order by itself; needs templateName (docs/whatsapp.md §7). */
  autoConfirm: z.boolean().default(false),
  /** The Meta app's secret (App settings → Basic), which signs its webhook deliveries. Kept if left out. */
  appSecret: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{16,128}$/, 'The app secret is the 32 letters and digits under App settings → Basic')
    .optional(),
});

/**
 * What became of a WhatsApp message, from Meta's status webhooks (docs/whatsapp.md §3). `accepted`
 * is Meta's answer to the send request and nothing more; the rest come by webhook. A status only
 * moves forward in this order: Meta does not promise the order of its webhooks, a message read on
 * the phone may never report `delivered`, and a second device can report `delivered` after another
 * reported `failed`.
 */
export const WHATSAPP_DELIVERY_STATUSES = ['accepted', 'sent', 'failed', 'delivered', 'read'] as const;
export type WhatsappDeliveryStatus = (typeof WHATSAPP_DELIVERY_STATUSES)[number];
export const deliveryRank = (s: WhatsappDeliveryStatus) => WHATSAPP_DELIVERY_STATUSES.indexOf(s);

/** Meta's error codes a seller meets, in plain words with the next step (docs/whatsapp.md §4). */
export const WHATSAPP_ERROR_ADVICE: Record<number, string> = {
  131026: 'The number is not on WhatsApp or cannot be reached. Call the buyer to confirm.',
  131047:
    'More than 24 hours since the buyer last wrote, so only an approved template can reach them. Set a template in Settings → WhatsApp, or call the buyer.',
  131049: 'Meta held this message back to keep engagement healthy. Call the buyer, or try again tomorrow.',
  130429: 'Too many messages from your number just now (rate limit). Try again in a few minutes.',
  131056: 'Too many messages to this buyer in a short time. Wait a few minutes before sending again.',
  132000: "The template's parameters do not match the template registered with Meta.",
  132001: 'The template does not exist in this language, or is not approved yet. Check Settings → WhatsApp.',
  132018: 'A template parameter has new lines, tabs or too many spaces in a row.',
  190: 'Your WhatsApp access token has expired. Paste a new one in Settings → WhatsApp.',
};
export const whatsappAdvice = (code: number, title: string) =>
  WHATSAPP_ERROR_ADVICE[code] ?? `WhatsApp could not deliver it: ${title} (code ${code}).`;

export const whatsappDeliverySchema = z.object({
  status: z.enum(WHATSAPP_DELIVERY_STATUSES),
  /** When Meta reported the status (ISO time). */
  at: z.string(),
  error: z.object({ code: z.number().int(), title: z.string(), advice: z.string() }).nullable(),
});
export type WhatsappDelivery = z.infer<typeof whatsappDeliverySchema>;

/**
 * Meta's webhook body, the parts Sauda reads (docs/whatsapp.md §2). Unknown fields are kept out
 * without refusing the delivery: Meta adds fields over versions.
 */
const metaStatusSchema = z.object({
  id: z.string().min(1).max(512),
  status: z.string().max(64),
  timestamp: z.string().regex(/^\d{1,12}$/),
  recipient_id: z.string().max(64).optional(),
  errors: z
    .array(z.object({ code: z.number().int(), title: z.string().max(1000).optional() }))
    .max(20)
    .optional(),
});
/**
 * A message from a buyer (docs/whatsapp.md §7): text, a template's quick-reply button (`button`,
 * with the payload Sauda set and `context.id`, the message the button was on) or an interactive
 * reply button. Other types (images, stickers…) are read as "not a reply".
 */
const metaMessageSchema = z.object({
  id: z.string().min(1).max(512),
  from: z.string().max(64),
  timestamp: z.string().regex(/^\d{1,12}$/),
  type: z.string().max(64),
  context: z.object({ id: z.string().max(512).optional() }).optional(),
  text: z.object({ body: z.string().max(8192) }).optional(),
  button: z
    .object({ payload: z.string().max(1024).optional(), text: z.string().max(1024).optional() })
    .optional(),
  interactive: z
    .object({
      type: z.string().max(64),
      button_reply: z.object({ id: z.string().max(1024), title: z.string().max(1024) }).optional(),
    })
    .optional(),
});
export const metaWebhookSchema = z.object({
  object: z.string(),
  entry: z
    .array(
      z.object({
        id: z.string().optional(),
        changes: z
          .array(
            z.object({
              field: z.string(),
              value: z.object({
                metadata: z.object({ phone_number_id: z.string().max(64) }).optional(),
                statuses: z.array(metaStatusSchema).max(1000).optional(),
                messages: z.array(metaMessageSchema).max(1000).optional(),
              }),
            }),
          )
          .max(1000),
      }),
    )
    .max(1000),
});
export type MetaWebhook = z.infer<typeof metaWebhookSchema>;

/** One status as the webhook job carries it, already routed to its seller. */
export const whatsappStatusUpdateSchema = z.strictObject({
  messageId: z.string().min(1).max(512),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  at: z.string(),
  error: z.strictObject({ code: z.number().int(), title: z.string().max(1000) }).nullable(),
});
export type WhatsappStatusUpdate = z.infer<typeof whatsappStatusUpdateSchema>;

/**
 * A buyer's message as the webhook job carries it, routed to its seller: a button tap (its
 * payload and the message it was on) or text.
 */
export const whatsappReplySchema = z.strictObject({
  messageId: z.string().min(1).max(512),
  /** The buyer's WhatsApp id: their number in international form without "+" (923001234567). */
  from: z.string().max(64),
  at: z.string(),
  /** The message this one answers (a button's template message), when WhatsApp says. */
  contextId: z.string().max(512).nullable(),
  button: z.strictObject({ payload: z.string().max(1024), text: z.string().max(1024) }).nullable(),
  text: z.string().max(8192).nullable(),
});
export type WhatsappReply = z.infer<typeof whatsappReplySchema>;

/** The quick-reply buttons of the confirmation template, in this order (docs/whatsapp.md §7). */
export const CONFIRMATION_BUTTONS = ['Confirm order', 'Cancel order'] as const;
/** A button's payload names the action and the order: "sauda:confirm:<order id>". */
export const buttonPayload = (action: 'confirm' | 'cancel', orderId: string) => `sauda:${action}:${orderId}`;
export function readButtonPayload(payload: string): { action: 'confirm' | 'cancel'; orderId: string } | null {
  const m = /^sauda:(confirm|cancel):([0-9a-f-]{36})$/.exec(payload);
  return m ? { action: m[1] as 'confirm' | 'cancel', orderId: m[2]! } : null;
}

/**
 * What a buyer's text means, in the words Pakistani buyers use (English, Roman Urdu, Urdu script).
 * Only a reply that is clearly one of these counts; anything else is shown to the seller.
 */
const YES = [
  'yes',
  'y',
  'ok',
  'okay',
  'haan',
  'han',
  'haa',
  'ha',
  'ji',
  'jee',
  'g',
  'confirm',
  'confirmed',
  'ہاں',
  'ہان',
  'جی',
  'ٹھیک',
  'ٹھیک ہے',
  'ji haan',
  'haan ji',
  'jee haan',
  'جی ہاں',
  'ہاں جی',
];
const NO = [
  'no',
  'cancel',
  'nahi',
  'nahin',
  'nai',
  'na',
  'ji nahi',
  'nahi chahiye',
  'cancel kar do',
  'cancel karo',
  'نہیں',
  'کینسل',
  'نہ',
  'جی نہیں',
  'نہیں چاہیے',
  'کینسل کر دیں',
];
export function readReplyText(text: string): 'confirm' | 'cancel' | null {
  const t = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670]/g, '') // Arabic-script diacritics
    .replace(/[.!,،۔?؟\s]+/g, ' ')
    .trim();
  if (!t) return null;
  if (YES.includes(t)) return 'confirm';
  if (NO.includes(t)) return 'cancel';
  return null;
}

/** POST /v1/orders/:id/confirmation/whatsapp?again=true sends to a buyer who already got the link. */
export const sendConfirmationQuerySchema = z.strictObject({
  again: z
    .enum(['true', 'false'])
    .optional()
    .meta({ description: 'true: send although the link already went out (otherwise 409 ALREADY_SENT)' }),
});

// --- the sandbox WhatsApp (issue 27 §4, docs/whatsapp.md §10) ---------------------------------------

/** The template the sandbox has "approved": Sauda's confirmation text with its two buttons. */
export const SANDBOX_TEMPLATE = 'sauda_order_confirmation';

export const sandboxMessageSchema = z.object({
  id: z.string(),
  /** `out`: from the seller's number; `in`: the buyer's reply. */
  direction: z.enum(['out', 'in']),
  at: z.string(),
  /** As the buyer's phone shows it (a template with its parameters filled in). */
  text: z.string(),
  /** A template's quick-reply buttons (tapping one answers with its payload). */
  buttons: z.array(z.object({ text: z.string(), payload: z.string() })),
  /** The seller's messages: sent, delivered, read (what Meta would report). */
  status: z.enum(['sent', 'delivered', 'read']).nullable(),
});
export type SandboxMessage = z.infer<typeof sandboxMessageSchema>;

export const sandboxChatSchema = z.object({
  /** The buyer's WhatsApp number, international digits (923001234567). */
  waId: z.string(),
  messages: z.array(sandboxMessageSchema),
});
export type SandboxChat = z.infer<typeof sandboxChatSchema>;

export const sandboxChatParamsSchema = z.strictObject({
  waId: z.string().regex(/^\d{10,15}$/, 'A WhatsApp number in international digits, such as 923001234567'),
});

/** The buyer on the sandbox phone taps a button (its payload) or types a message: one of the two. */
export const sandboxReplySchema = z
  .strictObject({
    payload: z.string().trim().min(1).max(200).optional(),
    text: z.string().trim().min(1, 'Type a message').max(1000).optional(),
  })
  .refine((b) => (b.payload === undefined) !== (b.text === undefined), {
    message: 'Send a button payload or a text, one of the two',
    path: ['text'],
  });
