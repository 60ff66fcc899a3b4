import { describe, expect, it } from 'vitest';
import { importSummary } from './import-result.ts';

describe('import summary', () => {
  it('reports new payments', () => {
    expect(importSummary({ payments: 2, newPayments: 2, lines: 40, newLines: 40, skipped: [] })).toEqual({
      tone: 'success',
      title: 'Imported 2 new payments with 40 parcel lines',
      detail: null,
    });
    expect(importSummary({ payments: 2, newPayments: 1, lines: 40, newLines: 10, skipped: [] }).detail).toBe(
      '30 lines already known were left as they were.',
    );
  });

  it('says when the file was imported before', () => {
    expect(importSummary({ payments: 1, newPayments: 0, lines: 12, newLines: 0, skipped: [] })).toMatchObject(
      {
        tone: 'info',
        title: 'Already imported — nothing changed',
      },
    );
  });

  it('says when nothing could be read', () => {
    expect(
      importSummary({
        payments: 0,
        newPayments: 0,
        lines: 0,
        newLines: 0,
        skipped: [{ row: 2, message: 'No amount' }],
      }),
    ).toMatchObject({ tone: 'error', title: 'Nothing imported' });
  });
});
