import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { LoadSheetsBoard } from '../../../features/load-sheets/components/load-sheets-board.tsx';
import {
  loadSheetSearchParams,
  parseLoadSheetParams,
  updateLoadSheetParams,
  type LoadSheetParams,
} from '../../../features/load-sheets/lib/list-params.ts';

export default function LoadSheetsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseLoadSheetParams(searchParams), [searchParams]);

  function change(changeSet: Partial<LoadSheetParams>) {
    setSearchParams((prev) =>
      loadSheetSearchParams(updateLoadSheetParams(parseLoadSheetParams(prev), changeSet)),
    );
  }

  return (
    <div>
      <PageHeader
        title="Load Sheets"
        description="The parcels each courier's rider took from you, with manifests to print and sign."
        actions={
          <Link to="/create-loadsheet" className={buttonClasses('primary')}>
            <Plus /> Create Load Sheet
          </Link>
        }
      />
      <LoadSheetsBoard params={params} onChange={change} />
    </div>
  );
}
