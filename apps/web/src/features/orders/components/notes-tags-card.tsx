import { useState } from 'react';
import toast from 'react-hot-toast';
import { TAG_MAX, type Order } from '@sauda/contracts/orders.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { ChipsInput } from '../../../components/ui/chips-input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUpdateOrder } from '../api/update-order.ts';
import { isEditable } from '../lib/status.ts';

/** Order tags: lower-cased, unique, at most TAG_MAX (the shared chips input underneath). */
export function TagInput({
  id,
  tags,
  onChange,
  disabled,
}: {
  id: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  disabled?: boolean;
}) {
  return (
    <ChipsInput
      id={id}
      label="Tags"
      itemName="tag"
      values={tags}
      max={TAG_MAX}
      maxLength={40}
      disabled={disabled}
      placeholder="Add a tag and press Enter"
      onAdd={(raw) => {
        const t = raw.trim().toLowerCase().slice(0, 40);
        if (t && !tags.includes(t)) onChange([...tags, t]);
        return null;
      }}
      onRemove={(t) => onChange(tags.filter((x) => x !== t))}
    />
  );
}

export function NotesTagsCard({ order }: { order: Order }) {
  const update = useUpdateOrder();
  const editable = isEditable(order.status);
  const [notes, setNotes] = useState(order.notes ?? '');
  const [tags, setTags] = useState(order.tags);
  const [seen, setSeen] = useState(order.updatedAt);
  if (seen !== order.updatedAt) {
    setSeen(order.updatedAt);
    setNotes(order.notes ?? '');
    setTags(order.tags);
  }
  const dirty = notes.trim() !== (order.notes ?? '') || tags.join('|') !== order.tags.join('|');

  function save() {
    update.mutate(
      { id: order._id, body: { notes: notes.trim(), tags } },
      {
        onSuccess: () => toast.success('Notes and tags saved'),
        onError: (error) => toast.error(errorMessage(error, 'Could not save')),
      },
    );
  }

  return (
    <Card>
      <CardHeader title="Notes & tags" />
      <div className="space-y-4 px-5 py-4">
        <div>
          <label htmlFor="order-notes" className="text-sm font-medium text-slate-700">
            Notes
          </label>
          <div className="mt-1.5">
            <Textarea
              id="order-notes"
              rows={3}
              maxLength={2000}
              value={notes}
              disabled={!editable}
              onChange={(e) => setNotes(e.target.value)}
              placeholder="Only your team sees this"
            />
          </div>
        </div>
        <div>
          <label htmlFor="order-tags" className="text-sm font-medium text-slate-700">
            Tags
          </label>
          <div className="mt-1.5">
            <TagInput id="order-tags" tags={tags} onChange={setTags} disabled={!editable} />
          </div>
        </div>
        {editable ? (
          <div className="flex justify-end">
            <Button size="sm" onClick={save} disabled={!dirty} loading={update.isPending}>
              Save notes & tags
            </Button>
          </div>
        ) : (
          <p className="text-xs text-muted">Booked orders are locked.</p>
        )}
      </div>
    </Card>
  );
}
