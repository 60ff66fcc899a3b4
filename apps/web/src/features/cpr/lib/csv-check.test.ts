import { describe, expect, it } from 'vitest';
import { checkCprHeader, fileProblem, headerCells } from './csv-check.ts';

describe('payment file header', () => {
  it('splits the header row', () => {
    expect(headerCells('\uFEFFCN,"Net Amount",CPR\r\n123,100,A')).toEqual(['CN', 'Net Amount', 'CPR']);
    expect(headerCells('tracking;amount;date\n1;2;3')).toEqual(['tracking', 'amount', 'date']);
    expect(headerCells('a\tb\tc')).toEqual(['a', 'b', 'c']);
    expect(headerCells('"a ""quoted"", name",b')).toEqual(['a "quoted", name', 'b']);
    expect(headerCells('\n\n')).toEqual([]);
  });

  it('finds the columns the import understands', () => {
    expect(checkCprHeader('Booked Packet CN,Net Payable,Payment ID,Paid On\n')).toEqual({
      found: {
        tracking: 'Booked Packet CN',
        amount: 'Net Payable',
        reference: 'Payment ID',
        date: 'Paid On',
      },
      missing: [],
      optionalMissing: [],
      ok: true,
    });
    expect(checkCprHeader('booked_packet_cn,AMOUNT\n')).toMatchObject({
      ok: true,
      optionalMissing: ['Payment reference', 'Date'],
    });
  });

  it('names the required columns it misses', () => {
    expect(checkCprHeader('Order,Price,Customer\n')).toMatchObject({
      ok: false,
      missing: ['Tracking number', 'Amount'],
    });
    expect(checkCprHeader('').ok).toBe(false);
  });

  it('checks the file itself', () => {
    expect(fileProblem({ name: 'a.csv', size: 0 })).toMatch(/empty/);
    expect(fileProblem({ name: 'a.csv', size: 2 * 1024 * 1024 })).toMatch(/over 1 MB/);
    expect(fileProblem({ name: 'March.xlsx', size: 100 })).toMatch(/not a CSV/);
    expect(fileProblem({ name: 'a.csv', size: 100 })).toBeNull();
  });
});
