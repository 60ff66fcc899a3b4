import { describe, expect, it } from 'vitest';
import {
  canDelete,
  canHandOver,
  courierPdfPath,
  createdByText,
  deleteDetail,
  deleteQuestion,
  handoverDetail,
  handoverQuestion,
  manifestPath,
  parcelBadge,
  sheetBadge,
} from './display.ts';

describe('load sheet wording', () => {
  it('asks before handing over', () => {
    expect(handoverQuestion({ parcelCount: 24, courierName: 'PostEx' })).toBe(
      'Hand over 24 parcels to the PostEx rider?',
    );
    expect(handoverQuestion({ parcelCount: 1, courierName: 'Trax' })).toBe(
      'Hand over 1 parcel to the Trax rider?',
    );
    expect(handoverDetail({ number: 'LS-1003', parcelCount: 24 })).toMatch(
      /^Every parcel on LS-1003 is marked picked up/,
    );
  });

  it('asks before deleting, saying the parcels are freed', () => {
    expect(deleteQuestion({ number: 'LS-1003' })).toBe('Delete load sheet LS-1003?');
    expect(deleteDetail({ parcelCount: 3, hasCourierPdf: false, courierName: 'PostEx' })).toBe(
      'Its 3 parcels go back to the parcels waiting for a load sheet; their bookings stay.',
    );
    expect(deleteDetail({ parcelCount: 1, hasCourierPdf: true, courierName: 'PostEx' })).toMatch(
      /PostEx load sheet will no longer be valid/,
    );
  });

  it('offers hand-over and delete only before hand-over', () => {
    expect(canHandOver({ status: 'generated' })).toBe(true);
    expect(canDelete({ status: 'generated' })).toBe(true);
    expect(canHandOver({ status: 'handed_over' })).toBe(false);
    expect(canDelete({ status: 'handed_over' })).toBe(false);
  });

  it('badges sheets and their parcels', () => {
    expect(sheetBadge('generated')).toEqual({ label: 'Generated', tone: 'brand' });
    expect(sheetBadge('handed_over')).toEqual({ label: 'Handed over', tone: 'green' });
    expect(parcelBadge(null)).toEqual({ label: 'Booked', tone: 'brand' });
    expect(parcelBadge('picked_up')).toEqual({ label: 'Picked up', tone: 'blue' });
  });

  it('builds PDF paths and the author line', () => {
    expect(manifestPath('a/b')).toBe('/v1/load-sheets/a%2Fb/pdf');
    expect(courierPdfPath('x')).toBe('/v1/load-sheets/x/courier-pdf');
    expect(createdByText('Ayesha')).toBe('by Ayesha');
    expect(createdByText(null)).toBeNull();
  });
});
