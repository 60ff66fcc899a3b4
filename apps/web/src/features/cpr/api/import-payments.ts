import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import type { ImportCprResult } from '../lib/import-result.ts';
import { invalidateCprViews } from './keys.ts';

/** POST /v1/cpr/import?courierId=…&fileName=…: the CSV file as the raw body; importing twice changes nothing. */
export async function importPayments({
  courierId,
  file,
}: {
  courierId: string;
  file: File;
}): Promise<ImportCprResult> {
  return (
    await api.upload<DataEnvelope<ImportCprResult>>('/v1/cpr/import', file, 'text/csv', {
      courierId,
      fileName: file.name.slice(0, 200),
    })
  ).data;
}

export function useImportPayments() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: importPayments, onSuccess: () => invalidateCprViews(qc) });
}
