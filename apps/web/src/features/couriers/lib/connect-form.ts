/** The connect / edit courier form: its check and the bodies it sends. DOM-free. */
import { z } from 'zod';
import { text } from '@sauda/contracts/common.ts';
import {
  COURIERS,
  type CourierAccount,
  type CourierCode,
  type CreateCourierAccountBody,
} from '@sauda/contracts/couriers.ts';
import { hasEnvironmentChoice } from './catalogue.ts';

export type Environment = 'production' | 'staging';
export type ConnectValues = {
  name: string;
  environment: Environment;
  credentials: Record<string, string>;
};

/**
 * The form's check for one courier. A secret that is already stored may stay empty (the server
 * keeps it), and so may an optional one; every other credential is required.
 */
export function connectSchema(code: CourierCode, storedSecrets: readonly string[] = []) {
  const fields = COURIERS[code].credentials;
  const credentials = Object.fromEntries(
    fields.map((f) => [
      f.key,
      f.optional || (f.secret && storedSecrets.includes(f.key))
        ? z.string().trim().max(500, 'Use at most 500 characters')
        : z.string().trim().min(1, `Enter the ${f.label}`).max(500, 'Use at most 500 characters'),
    ]),
  );
  return z.object({
    name: text(1, 80),
    environment: z.enum(['production', 'staging']),
    credentials: z.object(credentials),
  });
}

/** Blank values for a new account of `code`. */
export function emptyConnectValues(code: CourierCode, name: string): ConnectValues {
  return {
    name,
    environment: 'production',
    credentials: Object.fromEntries(COURIERS[code].credentials.map((f) => [f.key, ''])),
  };
}

/** An account's current values: public credentials filled in, secrets left empty (kept if unchanged). */
export function connectValuesOf(account: CourierAccount): ConnectValues {
  return {
    name: account.name,
    environment: account.environment,
    credentials: Object.fromEntries(
      COURIERS[account.courier].credentials.map((f) => [
        f.key,
        f.secret ? '' : (account.publicCredentials[f.key] ?? ''),
      ]),
    ),
  };
}

function trimmedCredentials(code: CourierCode, values: ConnectValues): Record<string, string> {
  return Object.fromEntries(
    COURIERS[code].credentials.map((f) => [f.key, (values.credentials[f.key] ?? '').trim()]),
  );
}

export function createBody(code: CourierCode, values: ConnectValues): CreateCourierAccountBody {
  const body: CreateCourierAccountBody = {
    courier: code,
    name: values.name.trim(),
    credentials: trimmedCredentials(code, values),
  };
  if (hasEnvironmentChoice(code)) body.environment = values.environment;
  return body;
}

export type UpdateBody = {
  name?: string;
  environment?: Environment;
  credentials?: Record<string, string>;
};

/**
 * Only what changed. Credentials go along (all of them, empty secrets meaning "keep") as soon as a
 * public value differs or a new secret was typed. `null` when nothing changed.
 */
export function updateBody(account: CourierAccount, values: ConnectValues): UpdateBody | null {
  const body: UpdateBody = {};
  const name = values.name.trim();
  if (name !== account.name) body.name = name;
  if (hasEnvironmentChoice(account.courier) && values.environment !== account.environment)
    body.environment = values.environment;
  const creds = trimmedCredentials(account.courier, values);
  const changed = COURIERS[account.courier].credentials.some((f) =>
    f.secret ? creds[f.key] !== '' : creds[f.key] !== (account.publicCredentials[f.key] ?? ''),
  );
  if (changed) body.credentials = creds;
  return Object.keys(body).length ? body : null;
}

/** Form field paths the API names in `details[].field` for this courier. */
export function connectFields(code: CourierCode): string[] {
  return ['name', 'environment', ...COURIERS[code].credentials.map((f) => `credentials.${f.key}`)];
}
