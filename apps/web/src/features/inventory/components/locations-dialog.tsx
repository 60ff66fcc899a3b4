import { useState } from 'react';
import toast from 'react-hot-toast';
import { MapPin, Pencil, Plus, Star } from 'lucide-react';
import type { StockLocation } from '@sauda/contracts/inventory.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateLocation, useLocations, useUpdateLocation } from '../api/locations.ts';
import { LocationForm } from './location-form.tsx';

function LocationItem({
  location,
  editing,
  onEdit,
  onDone,
}: {
  location: StockLocation;
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
}) {
  const update = useUpdateLocation();
  const makeDefault = useUpdateLocation();
  if (editing) {
    return (
      <li className="rounded-lg border border-brand-200 bg-brand-50/40 p-3">
        <LocationForm
          idPrefix={`location-${location._id}`}
          initial={location}
          submitLabel="Save location"
          pending={update.isPending}
          onCancel={onDone}
          onSubmit={(body) =>
            update.mutateAsync({ id: location._id, body }).then(() => {
              toast.success('Location saved');
              onDone();
            })
          }
        />
      </li>
    );
  }
  return (
    <li className="flex items-start gap-3 rounded-lg border border-line p-3">
      <MapPin className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
          {location.name}
          {location.isDefault ? <Badge tone="brand">Default</Badge> : null}
        </p>
        <p className="truncate text-sm text-muted">
          {[location.address, location.city].filter(Boolean).join(', ') || 'No address'}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap justify-end gap-1">
        {location.isDefault ? null : (
          <Button
            size="sm"
            variant="ghost"
            loading={makeDefault.isPending}
            aria-label={`Make ${location.name} the default location`}
            onClick={() =>
              makeDefault.mutate(
                { id: location._id, body: { isDefault: true } },
                {
                  onSuccess: () => toast.success(`${location.name} is now the default location`),
                  onError: (error) =>
                    toast.error(errorMessage(error, 'Could not change the default location')),
                },
              )
            }
          >
            <Star /> <span className="hidden sm:inline">Set default</span>
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Rename ${location.name}`}>
          <Pencil /> <span className="hidden sm:inline">Edit</span>
        </Button>
      </div>
    </li>
  );
}

/** Stock locations: list, add, rename and choose the default (new orders and POs use it). */
export function LocationsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const locations = useLocations();
  const create = useCreateLocation();
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const list = locations.data ?? [];

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) {
          setEditing(null);
          setAdding(false);
        }
      }}
      title="Stock locations"
      description="Where you keep stock. Orders take stock from the default location."
      className="max-w-lg!"
    >
      {locations.isPending ? (
        <div className="space-y-2">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : locations.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(locations.error, 'Could not load the locations')}
        </p>
      ) : (
        <ul aria-label="Locations" className="max-h-[45vh] space-y-2 overflow-y-auto">
          {list.map((l) => (
            <LocationItem
              key={l._id}
              location={l}
              editing={editing === l._id}
              onEdit={() => setEditing(l._id)}
              onDone={() => setEditing(null)}
            />
          ))}
        </ul>
      )}
      <div className="mt-4 border-t border-line pt-4">
        {adding ? (
          <>
            <h3 className="mb-3 text-sm font-semibold text-ink">New location</h3>
            <LocationForm
              idPrefix="new-location"
              submitLabel="Add location"
              pending={create.isPending}
              onCancel={() => setAdding(false)}
              onSubmit={(body) =>
                create.mutateAsync(body).then((loc) => {
                  toast.success(`${loc.name} added`);
                  setAdding(false);
                })
              }
            />
          </>
        ) : (
          <Button variant="outline" onClick={() => setAdding(true)}>
            <Plus /> Add location
          </Button>
        )}
      </div>
    </Modal>
  );
}
