import { describe, expect, it } from 'vitest';
import type { CourierAccount } from '@sauda/contracts/couriers.ts';
import {
  connectFields,
  connectSchema,
  connectValuesOf,
  createBody,
  emptyConnectValues,
  updateBody,
} from './connect-form.ts';

/** M&P's optional booking settings, empty (docs/couriers/mnp.md). */
const MNP_SETTINGS = { insertType: '', returnLocation: '', subAccountId: '' };

const account = (over: Partial<CourierAccount> = {}): CourierAccount => ({
  _id: 'a1',
  courier: 'mnp',
  courierName: 'M&P',
  name: 'M&P Lahore',
  enabled: true,
  environment: 'production',
  publicCredentials: { username: 'ayesha', accountNo: '123', locationId: '9' },
  secretsSet: ['password'],
  lastTestedAt: null,
  lastTestOk: null,
  lastTestMessage: null,
  lastSyncAt: null,
  lastSyncError: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

describe('connectSchema', () => {
  it('requires every credential of a new account', () => {
    const r = connectSchema('leopards').safeParse(emptyConnectValues('leopards', 'Leopards'));
    expect(r.success).toBe(false);
    const messages = r.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages).toEqual([
      ['credentials.apiKey', 'Enter the API key'],
      ['credentials.apiPassword', 'Enter the API password'],
    ]);
  });
  it('lets a stored secret stay empty but not a public value', () => {
    const values = {
      ...connectValuesOf(account()),
      credentials: { ...MNP_SETTINGS, username: '', password: '', accountNo: '1', locationId: '2' },
    };
    const r = connectSchema('mnp', ['password']).safeParse(values);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['credentials.username']);
  });
  it('lets an optional setting stay empty (M&P’s booking settings, the TCS cost centre)', () => {
    const mnp = {
      ...emptyConnectValues('mnp', 'M&P'),
      credentials: { ...MNP_SETTINGS, username: 'a', password: 'b', accountNo: '1', locationId: '2' },
    };
    expect(connectSchema('mnp').safeParse(mnp).success).toBe(true);
    const tcs = emptyConnectValues('tcs', 'TCS');
    Object.assign(tcs.credentials, {
      clientId: 'c',
      clientSecret: 's',
      username: 'u',
      password: 'p',
      accountNo: 'a',
    });
    expect(connectSchema('tcs').safeParse(tcs).success).toBe(true);
    tcs.credentials.username = '';
    expect(
      connectSchema('tcs')
        .safeParse(tcs)
        .error?.issues.map((i) => i.path.join('.')),
    ).toEqual(['credentials.username']);
  });
  it('requires a label', () => {
    const r = connectSchema('sandbox').safeParse({
      ...emptyConnectValues('sandbox', '  '),
      environment: 'production',
    });
    expect(r.error?.issues[0]?.path).toEqual(['name']);
  });
});

describe('createBody', () => {
  it('trims values and sends the environment only when the courier has one', () => {
    const v = { name: ' PostEx ', environment: 'staging' as const, credentials: { token: ' t0k ' } };
    expect(createBody('postex', v)).toEqual({
      courier: 'postex',
      name: 'PostEx',
      environment: 'staging',
      credentials: { token: 't0k' },
    });
    expect(
      createBody('tcs', { ...emptyConnectValues('tcs', 'TCS'), environment: 'staging' }),
    ).not.toHaveProperty('environment');
  });
});

describe('connectValuesOf / updateBody', () => {
  it('fills public credentials and leaves secrets empty', () => {
    expect(connectValuesOf(account()).credentials).toEqual({
      ...MNP_SETTINGS,
      username: 'ayesha',
      password: '',
      accountNo: '123',
      locationId: '9',
    });
  });
  it('is null when nothing changed', () => {
    expect(updateBody(account(), connectValuesOf(account()))).toBeNull();
  });
  it('sends only the new name', () => {
    expect(updateBody(account(), { ...connectValuesOf(account()), name: ' M&P Karachi ' })).toEqual({
      name: 'M&P Karachi',
    });
  });
  it('sends all credentials once one changes (empty secret = keep)', () => {
    const v = connectValuesOf(account());
    v.credentials.accountNo = '456';
    expect(updateBody(account(), v)).toEqual({
      credentials: { ...MNP_SETTINGS, username: 'ayesha', password: '', accountNo: '456', locationId: '9' },
    });
  });
  it('sends a newly typed secret', () => {
    const v = connectValuesOf(account());
    v.credentials.password = 'new';
    expect(updateBody(account(), v)?.credentials?.password).toBe('new');
  });
  it('ignores environment for couriers without one', () => {
    expect(updateBody(account(), { ...connectValuesOf(account()), environment: 'staging' })).toBeNull();
    const trax = account({ courier: 'trax', publicCredentials: {}, secretsSet: ['apiKey'] });
    expect(updateBody(trax, { ...connectValuesOf(trax), environment: 'staging' })).toEqual({
      environment: 'staging',
    });
  });
});

describe('connectFields', () => {
  it('lists the API field names', () => {
    expect(connectFields('postex')).toEqual(['name', 'environment', 'credentials.token']);
  });
});
