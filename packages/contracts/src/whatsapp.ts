import { z } from 'zod';

export const whatsappSettingsSchema = z.object({
  configured: z.boolean(),
  phoneNumberId: z.string().nullable(),
  /** The token is write-only; only its last four characters are shown. */
  tokenLast4: z.string().nullable(),
  templateName: z.string().nullable(),
  templateLanguage: z.string(),
});
export type WhatsappSettings = z.infer<typeof whatsappSettingsSchema>;

export const putWhatsappSettingsSchema = z.strictObject({
  phoneNumberId: z
    .string()
    .trim()
    .regex(/^\d{5,30}$/, 'The phone number ID is the number Meta shows under WhatsApp > API setup'),
  accessToken: z.string().trim().min(20, 'Paste the whole access token').max(1000),
  /** An approved message template with body parameters {{1}} name, {{2}} order, {{3}} store, {{4}} total, {{5}} link. Without one, a text message is sent (works within 24 h of the buyer's last message). */
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
});
