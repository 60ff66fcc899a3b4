import toast from 'react-hot-toast';
import type { CourierAccount } from '@sauda/contracts/couriers.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useUpdateCourierAccount } from '../api/courier-accounts.ts';
import { connectValuesOf, updateBody } from '../lib/connect-form.ts';
import { CourierAccountForm } from './courier-account-form.tsx';

/** Rename, switch environment or replace credentials (empty secrets keep the stored ones). */
export function EditCourierDialog({
  account,
  onOpenChange,
}: {
  account: CourierAccount | null;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateCourierAccount();
  return (
    <Modal
      open={!!account}
      onOpenChange={onOpenChange}
      title={account ? `Edit ${account.name}` : 'Edit courier'}
      description={account ? `${account.courierName} · changed credentials are tested at once` : undefined}
      className="max-h-[calc(100dvh-2rem)] max-w-lg! overflow-y-auto"
    >
      {account ? (
        <CourierAccountForm
          key={account._id}
          idPrefix={`edit-${account._id}`}
          code={account.courier}
          initial={connectValuesOf(account)}
          storedSecrets={account.secretsSet}
          submitLabel="Save changes"
          onCancel={() => onOpenChange(false)}
          onSubmit={async (values) => {
            const body = updateBody(account, values);
            if (!body) {
              onOpenChange(false);
              return;
            }
            const saved = await update.mutateAsync({ id: account._id, body });
            if ((body.credentials || body.environment) && saved.lastTestOk === false)
              toast.error(
                `Saved, but the connection failed: ${saved.lastTestMessage ?? 'check the details'}`,
              );
            else toast.success(`${saved.name} saved`);
            onOpenChange(false);
          }}
        />
      ) : null}
    </Modal>
  );
}
