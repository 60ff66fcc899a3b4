import { useState, type KeyboardEvent } from 'react';
import toast from 'react-hot-toast';
import { X } from 'lucide-react';
import { TAG_MAX, type Order } from '@sauda/contracts/orders.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUpdateOrder } from '../api/update-order.ts';
import { isEditable } from '../lib/status.ts';

/** Tag input: Enter or comma adds, Backspace on empty removes the last. */
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
  const [draft, setDraft] = useState('');
  function add(raw: string) {
    const t = raw.trim().toLowerCase().slice(0, 40);
    if (t && !tags.includes(t) && tags.length < TAG_MAX) onChange([...tags, t]);
    setDraft('');
  }
  function onKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      add(draft);
    } else if (e.key === 'Backspace' && !draft && tags.length) {
      onChange(tags.slice(0, -1));
    }
  }
  return (
    <div>
      {tags.length ? (
        <ul className="mb-2 flex flex-wrap gap-1.5" aria-label="Tags">
          {tags.map((t) => (
            <li
              key={t}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-2.5 text-xs font-medium text-slate-700"
            >
              {t}
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(tags.filter((x) => x !== t))}
                aria-label={`Remove tag ${t}`}
                className="rounded-full p-0.5 hover:bg-slate-200"
              >
                <X className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Input
        id={id}
        value={draft}
        disabled={disabled || tags.length >= TAG_MAX}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKey}
        onBlur={() => draft && add(draft)}
        placeholder={tags.length >= TAG_MAX ? `Up to ${TAG_MAX} tags` : 'Add a tag and press Enter'}
        maxLength={40}
      />
    </div>
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
