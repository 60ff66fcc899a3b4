import type { ReactNode } from 'react';
import { FileText, Handshake, Printer, Trash2 } from 'lucide-react';
import type { LoadSheet } from '@sauda/contracts/couriers.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { courierPdfUrl, manifestUrl } from '../api/load-sheets.ts';
import { canDelete, canHandOver } from '../lib/display.ts';

const compact = buttonClasses('outline', 'sm', 'gap-1.5 px-2.5 xl:size-8 xl:px-0');

function ActionContent({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <>
      {icon}
      <span className="xl:sr-only">{text}</span>
    </>
  );
}

/** A sheet's actions in a list row: icons on wide screens (named for screen readers), icon + text on phones. */
export function SheetRowActions({
  sheet,
  onHandOver,
  onDelete,
}: {
  sheet: LoadSheet;
  onHandOver: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-1.5 xl:justify-end">
      <a
        href={manifestUrl(sheet._id)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Manifest PDF of ${sheet.number}`}
        title="Manifest PDF"
        className={compact}
      >
        <ActionContent icon={<Printer />} text="Manifest" />
      </a>
      {sheet.hasCourierPdf ? (
        <a
          href={courierPdfUrl(sheet._id)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${sheet.courierName} PDF of ${sheet.number}`}
          title={`${sheet.courierName}'s load sheet`}
          className={compact}
        >
          <ActionContent icon={<FileText />} text="Courier PDF" />
        </a>
      ) : null}
      {canHandOver(sheet) ? (
        <button
          type="button"
          aria-label={`Hand over ${sheet.number}`}
          title="Hand over to the rider"
          onClick={onHandOver}
          className={cn(compact, 'text-brand-800 hover:bg-brand-50')}
        >
          <ActionContent icon={<Handshake />} text="Hand over" />
        </button>
      ) : null}
      {canDelete(sheet) ? (
        <button
          type="button"
          aria-label={`Delete ${sheet.number}`}
          title="Delete load sheet"
          onClick={onDelete}
          className={cn(compact, 'text-red-700 hover:bg-red-50')}
        >
          <ActionContent icon={<Trash2 />} text="Delete" />
        </button>
      ) : null}
    </div>
  );
}
