import { describe, expect, it } from 'vitest';
import { isOverdue, poActions, receivedPercent } from './po-status.ts';
import { defaultReceiveValues, toReceiveBody } from './receive.ts';

describe('po status', () => {
  it('offers actions by status', () => {
    expect(poActions('draft')).toEqual({ edit: true, send: true, receive: true, cancel: true });
    expect(poActions('partially_received')).toEqual({
      edit: false,
      send: false,
      receive: true,
      cancel: true,
    });
    expect(poActions('received')).toEqual({ edit: false, send: false, receive: false, cancel: false });
  });
  it('percent and overdue', () => {
    expect(receivedPercent(5, 10)).toBe(50);
    expect(receivedPercent(12, 10)).toBe(100);
    expect(receivedPercent(0, 0)).toBe(0);
    const now = new Date(2026, 5, 10);
    expect(isOverdue({ status: 'sent', expectedAt: '2026-06-09' }, now)).toBe(true);
    expect(isOverdue({ status: 'sent', expectedAt: '2026-06-10' }, now)).toBe(false);
    expect(isOverdue({ status: 'received', expectedAt: '2026-01-01' }, now)).toBe(false);
  });
});

describe('receive', () => {
  const po = {
    lines: [
      { _id: 'a', quantity: 10, receivedQty: 4 },
      { _id: 'b', quantity: 2, receivedQty: 2 },
    ],
  } as never;
  it('defaults to what is still missing', () => {
    expect(defaultReceiveValues(po)).toEqual({ a: '6', b: '0' });
  });
  it('sends only lines with units', () => {
    expect(toReceiveBody(po, { a: '3', b: '0' })).toEqual({
      ok: true,
      body: { lines: [{ lineId: 'a', quantity: 3 }] },
    });
    expect(toReceiveBody(po, { a: '0', b: '' })).toMatchObject({ ok: false, message: expect.any(String) });
    expect(toReceiveBody(po, { a: '-1' })).toMatchObject({ ok: false, errors: { a: expect.any(String) } });
  });
});
