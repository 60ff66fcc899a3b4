import { Link } from 'react-router';
import { ClipboardList } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { CreateLoadSheetBoard } from '../../../features/load-sheets/components/create-load-sheet-board.tsx';

export default function CreateLoadSheetPage() {
  return (
    <div>
      <PageHeader
        title="Create Load Sheet"
        description="Scan the parcels going with one courier's rider, print the manifest, then hand them over."
        actions={
          <Link to="/load-sheets" className={buttonClasses('outline')}>
            <ClipboardList /> All load sheets
          </Link>
        }
      />
      <CreateLoadSheetBoard />
    </div>
  );
}
