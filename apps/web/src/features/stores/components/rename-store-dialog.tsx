import toast from 'react-hot-toast';
import type { Store } from '@sauda/contracts/stores.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useRenameStore } from '../api/rename-store.ts';
import { StoreNameForm } from './store-name-form.tsx';

export function RenameStoreDialog({ store, onClose }: { store: Store | null; onClose: () => void }) {
  const rename = useRenameStore();
  return (
    <Modal open={!!store} onOpenChange={(open) => (open ? undefined : onClose())} title="Rename store">
      {store ? (
        <StoreNameForm
          key={store._id}
          defaultName={store.name}
          submitLabel="Save name"
          onCancel={onClose}
          onSubmit={async (name) => {
            await rename.mutateAsync({ id: store._id, name });
            toast.success('Store renamed');
            onClose();
          }}
        />
      ) : null}
    </Modal>
  );
}
