/**
 * WhatsApp click-to-chat for COD confirmation: `https://wa.me/92XXXXXXXXXX?text=…` with the
 * contracts' English or Roman Urdu template filled in.
 */
import { CONFIRMATION_TEMPLATES } from '@sauda/contracts/orders.ts';
import { normalisePhone } from '@sauda/contracts/common.ts';

export type MessageLanguage = keyof typeof CONFIRMATION_TEMPLATES;
export const MESSAGE_LANGUAGES: readonly MessageLanguage[] = ['en', 'ur'];
export const LANGUAGE_LABELS: Record<MessageLanguage, string> = { en: 'English', ur: 'Roman Urdu' };

/** "03001234567" / "+92 300 1234567" / "923001234567" → "923001234567"; null when not Pakistani. */
export function waPhone(phone: string): string | null {
  const local = normalisePhone(phone.trim());
  if (!/^0\d{9,10}$/.test(local)) return null;
  return `92${local.slice(1)}`;
}

/** Replaces `{key}` placeholders; unknown keys stay as they are. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(values, key) ? (values[key] ?? whole) : whole,
  );
}

export type ConfirmationMessageInput = {
  name: string;
  order: string;
  store: string;
  total: string;
  link: string;
};

export function confirmationMessage(language: MessageLanguage, input: ConfirmationMessageInput): string {
  return fillTemplate(CONFIRMATION_TEMPLATES[language], { ...input, name: firstName(input.name) });
}

/** Greets the buyer by first name ("Ayesha Khan" → "Ayesha"). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || name.trim();
}

/** The wa.me link, or null when the phone cannot be turned into an international number. */
export function waLink(phone: string, text: string): string | null {
  const p = waPhone(phone);
  return p ? `https://wa.me/${p}?text=${encodeURIComponent(text)}` : null;
}
