import toast from 'react-hot-toast';
import type { LoadSheet } from '@sauda/contracts/couriers.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteLoadSheet, useHandOverLoadSheet, type LoadSheetDetail } from '../api/load-sheets.ts';
import { plural } from '../lib/sheet-builder.ts';
import { deleteDetail, deleteQuestion, handoverDetail, handoverQuestion } from '../lib/display.ts';

export type SheetIntent = { kind: 'handover' | 'delete'; sheet: LoadSheet } | null;

/** The confirmations before handing a sheet over or deleting it, and the calls themselves. */
export function SheetDialogs({
  intent,
  onClose,
  onHandedOver,
  onDeleted,
}: {
  intent: SheetIntent;
  onClose: () => void;
  onHandedOver?: (sheet: LoadSheetDetail) => void;
  onDeleted?: (sheet: LoadSheet) => void;
}) {
  const handover = useHandOverLoadSheet();
  const remove = useDeleteLoadSheet();
  const sheet = intent?.sheet;

  function confirmHandover() {
    if (!sheet) return;
    handover.mutate(sheet._id, {
      onSuccess: (done) => {
        toast.success(`${done.number} handed over: ${plural(done.parcelCount, 'parcel')} picked up`);
        onHandedOver?.(done);
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error, `Could not hand over ${sheet.number}`)),
    });
  }

  function confirmDelete() {
    if (!sheet) return;
    remove.mutate(sheet._id, {
      onSuccess: () => {
        toast.success(`Load sheet ${sheet.number} deleted`);
        onDeleted?.(sheet);
        onClose();
      },
      onError: (error) => {
        toast.error(errorMessage(error, `Could not delete ${sheet.number}`));
        onClose();
      },
    });
  }

  return (
    <>
      <ConfirmDialog
        open={intent?.kind === 'handover'}
        onOpenChange={(open) => (open ? undefined : onClose())}
        title={sheet ? handoverQuestion(sheet) : 'Hand over to the rider?'}
        description={sheet ? handoverDetail(sheet) : undefined}
        confirmLabel="Hand over"
        cancelLabel="Not yet"
        pending={handover.isPending}
        onConfirm={confirmHandover}
      />
      <ConfirmDialog
        open={intent?.kind === 'delete'}
        onOpenChange={(open) => (open ? undefined : onClose())}
        title={sheet ? deleteQuestion(sheet) : 'Delete load sheet?'}
        description={sheet ? deleteDetail(sheet) : undefined}
        confirmLabel="Delete load sheet"
        cancelLabel="Keep it"
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
