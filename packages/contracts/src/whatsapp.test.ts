import { describe, expect, it } from 'vitest';
import { buttonPayload, readButtonPayload, readReplyText } from './whatsapp.ts';

describe('a buyer’s WhatsApp reply', () => {
  it('reads a clear yes in English, Roman Urdu and Urdu script, however it is written', () => {
    for (const t of [
      'Yes',
      'ok!',
      ' haan ',
      'Ji',
      'jee haan',
      'CONFIRM',
      'ہاں',
      'جی',
      'جی ہاں',
      'ٹھیک ہے۔',
      'ہاں\u064E',
    ])
      expect(readReplyText(t), t).toBe('confirm');
  });

  it('reads a clear no', () => {
    for (const t of ['No', 'cancel', 'Nahi', 'ji nahi', 'نہیں', 'کینسل', 'cancel kar do'])
      expect(readReplyText(t), t).toBe('cancel');
  });

  it('leaves anything else to the seller: questions, mixed answers, a yes inside a sentence', () => {
    for (const t of [
      '',
      '   ',
      'kal tak bhej dein?',
      'haan lekin address change karna hai',
      'yes no',
      'ji nahi haan',
      '👍',
    ])
      expect(readReplyText(t), t).toBeNull();
  });

  it('reads back only the payloads Sauda set on the buttons', () => {
    const id = '01a21a8c-e43d-776a-a8bf-b847474ae088';
    expect(readButtonPayload(buttonPayload('confirm', id))).toEqual({ action: 'confirm', orderId: id });
    expect(readButtonPayload(buttonPayload('cancel', id))).toEqual({ action: 'cancel', orderId: id });
    for (const p of ['No-Button-Payload', `sauda:delete:${id}`, `sauda:confirm:${id}x`, 'sauda:confirm:1'])
      expect(readButtonPayload(p), p).toBeNull();
  });
});
