import { useState } from 'react';
import { useForm, Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { MapPin, PencilLine } from 'lucide-react';
import { addressSchema, PROVINCES, type Order } from '@sauda/contracts/orders.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { Field, describedBy } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { friendlyError } from '../../../lib/zod-messages.ts';
import { useUpdateOrderAddress } from '../api/update-order.ts';
import { isAddressEditable } from '../lib/status.ts';

type Stored = Order['shipmentDetails']['addresses'][number];

function AddressForm({ order, address, onDone }: { order: Order; address: Stored; onDone: () => void }) {
  const update = useUpdateOrderAddress();
  const form = useForm({
    resolver: zodResolver(addressSchema, { error: friendlyError }),
    defaultValues: {
      name: address.name,
      phone: address.phone,
      address: address.address,
      city: address.city,
      province: (PROVINCES as readonly string[]).includes(address.province ?? '')
        ? (address.province as (typeof PROVINCES)[number])
        : null,
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    update
      .mutateAsync({ id: order._id, address: values })
      .then(() => {
        toast.success('Address updated');
        onDone();
      })
      .catch((error: unknown) => {
        if (!applyServerFieldErrors(error, form.setError, ['name', 'phone', 'address', 'city', 'province'])) {
          toast.error(errorMessage(error, 'Could not update the address'));
        }
      }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Shipping address">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="addr-name" label="Name" error={errors.name?.message}>
          <Input
            id="addr-name"
            invalid={!!errors.name}
            aria-describedby={describedBy('addr-name', errors.name?.message)}
            {...form.register('name')}
          />
        </Field>
        <Field id="addr-phone" label="Phone" error={errors.phone?.message}>
          <Input
            id="addr-phone"
            type="tel"
            inputMode="tel"
            invalid={!!errors.phone}
            aria-describedby={describedBy('addr-phone', errors.phone?.message)}
            {...form.register('phone')}
          />
        </Field>
      </div>
      <Field id="addr-address" label="Address" error={errors.address?.message}>
        <Textarea
          id="addr-address"
          rows={3}
          maxLength={500}
          invalid={!!errors.address}
          {...form.register('address')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="addr-city" label="City" error={errors.city?.message}>
          <Input id="addr-city" invalid={!!errors.city} {...form.register('city')} />
        </Field>
        <Field id="addr-province" label="Province" optional error={errors.province?.message}>
          <Controller
            control={form.control}
            name="province"
            render={({ field }) => (
              <Select
                id="addr-province"
                options={PROVINCES.map((p) => ({ value: p, label: p }))}
                value={field.value ?? undefined}
                onValueChange={field.onChange}
              />
            )}
          />
        </Field>
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending}>
          Save address
        </Button>
      </div>
    </form>
  );
}

export function AddressCard({ order }: { order: Order }) {
  const [editing, setEditing] = useState(false);
  const address = order.shipmentDetails.addresses[0];
  const editable = isAddressEditable(order.status);
  return (
    <Card>
      <CardHeader
        title="Shipping address"
        action={
          address && editable ? (
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              <PencilLine /> Edit
            </Button>
          ) : undefined
        }
      />
      {address ? (
        <address className="flex gap-2.5 px-5 py-4 text-sm not-italic text-slate-700">
          <MapPin className="mt-0.5 size-4 shrink-0 text-slate-400" />
          <span>
            <span className="block font-medium text-ink">{address.name}</span>
            <span className="block tabular-nums">{address.phone}</span>
            <span className="block whitespace-pre-line">{address.address}</span>
            <span className="block">
              {address.city}
              {address.province ? `, ${address.province}` : ''}
            </span>
          </span>
        </address>
      ) : (
        <p className="px-5 py-4 text-sm text-muted">No address.</p>
      )}
      {address ? (
        <Modal open={editing} onOpenChange={setEditing} title="Edit shipping address" className="max-w-lg">
          <AddressForm order={order} address={address} onDone={() => setEditing(false)} />
        </Modal>
      ) : null}
    </Card>
  );
}
