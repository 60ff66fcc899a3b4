import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useAdviceSync } from '../../../features/advice/api/advice-sync.ts';
import { AdviceInbox } from '../../../features/advice/components/advice-inbox.tsx';
import { CheckAdvicesButton } from '../../../features/advice/components/sync-button.tsx';
import {
  adviceSearchParams,
  parseAdviceParams,
  updateAdviceParams,
  type AdviceParams,
} from '../../../features/advice/lib/list-params.ts';

export default function ShipperAdvicePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseAdviceParams(searchParams), [searchParams]);
  const sync = useAdviceSync();

  function change(changeSet: Partial<AdviceParams>) {
    setSearchParams((prev) => adviceSearchParams(updateAdviceParams(parseAdviceParams(prev), changeSet)));
  }

  return (
    <div>
      <PageHeader
        title="Shipper Advice"
        description="Couriers ask what to do with parcels they could not deliver. Answer before the deadline, or they send them back."
        actions={<CheckAdvicesButton sync={sync} />}
      />
      <AdviceInbox params={params} sync={sync} onChange={change} />
    </div>
  );
}
