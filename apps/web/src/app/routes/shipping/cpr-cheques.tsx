import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Upload } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePaymentSync } from '../../../features/cpr/api/payment-sync.ts';
import { useCourierAccounts } from '../../../lib/courier-accounts.ts';
import { CprBoard, NoCourierEmpty } from '../../../features/cpr/components/cpr-board.tsx';
import { FetchPaymentsButton } from '../../../features/cpr/components/fetch-payments-button.tsx';
import { ImportPaymentsDialog } from '../../../features/cpr/components/import-dialog.tsx';
import {
  cprSearchParams,
  parseCprParams,
  updateCprParams,
  type CprParams,
} from '../../../features/cpr/lib/list-params.ts';

export default function CprChequesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseCprParams(searchParams), [searchParams]);
  const accounts = useCourierAccounts();
  const sync = usePaymentSync();
  const [importOpen, setImportOpen] = useState(false);
  const list = accounts.data ?? [];

  function change(changeSet: Partial<CprParams>) {
    setSearchParams((prev) => cprSearchParams(updateCprParams(parseCprParams(prev), changeSet)));
  }

  return (
    <div>
      <PageHeader
        title="CPR/Cheques"
        description="Courier COD payments (CPRs and cheques) checked parcel by parcel against what each should bring."
        actions={
          list.length ? (
            <>
              <FetchPaymentsButton sync={sync} />
              <Button onClick={() => setImportOpen(true)}>
                <Upload /> Import payment file
              </Button>
            </>
          ) : null
        }
      />
      {accounts.isError && !accounts.data ? (
        <Card className="p-6 text-center">
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(accounts.error, 'Could not load your couriers')}
          </p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void accounts.refetch()}>
            Try again
          </Button>
        </Card>
      ) : accounts.isSuccess && list.length === 0 ? (
        <NoCourierEmpty />
      ) : (
        <CprBoard
          params={params}
          accounts={list}
          sync={sync}
          onChange={change}
          onImport={() => setImportOpen(true)}
        />
      )}
      <ImportPaymentsDialog
        open={importOpen}
        onOpenChange={setImportOpen}
        accounts={list}
        defaultCourierId={params.courierId}
      />
    </div>
  );
}
