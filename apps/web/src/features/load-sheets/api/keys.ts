import type { QueryClient } from '@tanstack/react-query';

export const loadSheetsKey = ['load-sheets'] as const;
export const loadSheetListKey = (query: object) => [...loadSheetsKey, 'list', query] as const;
export const loadSheetKey = (id: string) => [...loadSheetsKey, 'detail', id] as const;
/** Under `shipments` so a booking or cancel elsewhere refreshes the parcels waiting for a sheet. */
export const unsheetedKey = (courierId: string) => ['shipments', 'unsheeted', courierId] as const;
/** Under the couriers' settings prefixes so changes there refresh these too. */
export const shippersKey = ['shippers', 'load-sheets'] as const;

/** A sheet change moves the sheets, the parcels (on a sheet, picked up) and their orders. */
export function invalidateSheetViews(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: loadSheetsKey }),
    qc.invalidateQueries({ queryKey: ['shipments'] }),
    qc.invalidateQueries({ queryKey: ['orders'] }),
    qc.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
}
