import { useEffect, useRef, useState, type DragEvent } from 'react';
import { AlertCircle, ArrowLeft, ArrowRight, ImagePlus, RotateCcw, Star, X } from 'lucide-react';
import { MAX_IMAGES, type ProductImage } from '@sauda/contracts/products.ts';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { uploadProductImage } from '../api/upload-image.ts';
import { IMAGE_ACCEPT, moveItem, triageFiles } from '../lib/images.ts';

type Pending = {
  key: string;
  file: File;
  preview: string;
  status: 'queued' | 'uploading' | 'error';
  error?: string;
};

const tileButton =
  'inline-flex size-7 items-center justify-center rounded-md bg-white/95 text-slate-700 shadow-sm ring-1 ring-slate-900/10 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40 [&_svg]:size-3.5';

/**
 * Upload (pick or drop; one file at a time, in order), reorder (drag, or the arrow buttons; the
 * first is the cover) and remove product images.
 */
export function ProductImagesCard({
  images,
  onAdd,
  onChange,
  onBusyChange,
  error,
}: {
  images: ProductImage[];
  onAdd: (image: ProductImage) => void;
  onChange: (images: ProductImage[]) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string;
}) {
  const [pending, setPending] = useState<Pending[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [dropping, setDropping] = useState(false);
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const queue = useRef<Pending[]>([]);
  const running = useRef(false);
  const onAddRef = useRef(onAdd);
  useEffect(() => {
    onAddRef.current = onAdd;
  }, [onAdd]);

  const busy = pending.some((p) => p.status !== 'error');
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const patch = (key: string, change: Partial<Pending>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  async function pump() {
    if (running.current) return;
    running.current = true;
    for (let item = queue.current.shift(); item; item = queue.current.shift()) {
      const { key, file, preview } = item;
      patch(key, { status: 'uploading', error: undefined });
      try {
        const image = await uploadProductImage(file);
        onAddRef.current(image);
        URL.revokeObjectURL(preview);
        setPending((list) => list.filter((p) => p.key !== key));
      } catch (err) {
        patch(key, { status: 'error', error: errorMessage(err, 'Upload failed') });
      }
    }
    running.current = false;
  }

  function addFiles(list: FileList | null) {
    if (!list?.length) return;
    const { accepted, refused: bad } = triageFiles(Array.from(list), images.length + pending.length);
    setRefused(bad.map((r) => r.reason));
    const items = accepted.map<Pending>((file) => ({
      key: `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`,
      file,
      preview: URL.createObjectURL(file),
      status: 'queued',
    }));
    setPending((p) => [...p, ...items]);
    queue.current.push(...items);
    void pump();
  }

  function retry(item: Pending) {
    patch(item.key, { status: 'queued', error: undefined });
    queue.current.push(item);
    void pump();
  }

  function dismiss(item: Pending) {
    URL.revokeObjectURL(item.preview);
    setPending((list) => list.filter((p) => p.key !== item.key));
  }

  const isFileDrag = (e: DragEvent) => e.dataTransfer.types.includes('Files');
  const full = images.length + pending.length >= MAX_IMAGES;

  return (
    <Card>
      <CardHeader
        title="Images"
        description={`The first image is the cover. Up to ${MAX_IMAGES}; JPEG, PNG, WebP or GIF, 5 MB each.`}
      />
      <div className="space-y-3 px-5 py-4">
        {images.length || pending.length ? (
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-5" aria-label="Product images">
            {images.map((img, i) => (
              <li
                key={img.id}
                draggable
                onDragStart={(e) => {
                  setDragIndex(i);
                  e.dataTransfer.effectAllowed = 'move';
                }}
                onDragOver={(e) => {
                  if (dragIndex !== null) e.preventDefault();
                }}
                onDrop={(e) => {
                  if (dragIndex === null) return;
                  e.preventDefault();
                  e.stopPropagation();
                  onChange(moveItem(images, dragIndex, i));
                  setDragIndex(null);
                }}
                onDragEnd={() => setDragIndex(null)}
                className={cn(
                  'group relative aspect-square cursor-grab overflow-hidden rounded-lg border border-line bg-slate-50',
                  i === 0 && 'ring-2 ring-brand-600',
                  dragIndex === i && 'opacity-50',
                )}
              >
                <img
                  src={img.thumbnailUrl}
                  alt={`Image ${i + 1}${i === 0 ? ' (cover)' : ''}`}
                  className="size-full object-cover"
                  draggable={false}
                />
                {i === 0 ? (
                  <span className="absolute top-1.5 left-1.5 rounded bg-brand-700 px-1.5 py-0.5 text-[11px] font-semibold text-white">
                    Cover
                  </span>
                ) : null}
                <div className="absolute inset-x-1 bottom-1 flex justify-between gap-1">
                  <div className="flex gap-1">
                    <button
                      type="button"
                      className={tileButton}
                      aria-label={`Move image ${i + 1} earlier`}
                      disabled={i === 0}
                      onClick={() => onChange(moveItem(images, i, i - 1))}
                    >
                      <ArrowLeft />
                    </button>
                    <button
                      type="button"
                      className={tileButton}
                      aria-label={`Move image ${i + 1} later`}
                      disabled={i === images.length - 1}
                      onClick={() => onChange(moveItem(images, i, i + 1))}
                    >
                      <ArrowRight />
                    </button>
                  </div>
                  <div className="flex gap-1">
                    {i > 0 ? (
                      <button
                        type="button"
                        className={tileButton}
                        aria-label={`Make image ${i + 1} the cover`}
                        onClick={() => onChange(moveItem(images, i, 0))}
                      >
                        <Star />
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className={cn(tileButton, 'hover:text-red-700!')}
                      aria-label={`Remove image ${i + 1}`}
                      onClick={() => onChange(images.filter((x) => x.id !== img.id))}
                    >
                      <X />
                    </button>
                  </div>
                </div>
              </li>
            ))}
            {pending.map((p) => (
              <li
                key={p.key}
                className="relative aspect-square overflow-hidden rounded-lg border border-line bg-slate-50"
              >
                <img src={p.preview} alt="" className="size-full object-cover opacity-50" />
                <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 p-2 text-center text-xs font-medium">
                  {p.status === 'error' ? (
                    <>
                      <AlertCircle className="size-5 text-red-700" aria-hidden />
                      <span role="alert" className="line-clamp-3 rounded bg-white/90 px-1 text-red-700">
                        {p.file.name}: {p.error}
                      </span>
                      <div className="flex gap-1">
                        <button
                          type="button"
                          className={tileButton}
                          aria-label={`Retry ${p.file.name}`}
                          onClick={() => retry(p)}
                        >
                          <RotateCcw />
                        </button>
                        <button
                          type="button"
                          className={tileButton}
                          aria-label={`Dismiss ${p.file.name}`}
                          onClick={() => dismiss(p)}
                        >
                          <X />
                        </button>
                      </div>
                    </>
                  ) : (
                    <span
                      role="status"
                      className="flex flex-col items-center gap-1 rounded bg-white/90 px-1.5 py-1"
                    >
                      <Spinner className="text-brand-700" label={`Uploading ${p.file.name}`} />
                      {p.status === 'uploading' ? 'Uploading…' : 'Waiting…'}
                    </span>
                  )}
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        <label
          htmlFor="product-images-input"
          onDragOver={(e) => {
            if (!isFileDrag(e)) return;
            e.preventDefault();
            setDropping(true);
          }}
          onDragLeave={() => setDropping(false)}
          onDrop={(e) => {
            if (!isFileDrag(e)) return;
            e.preventDefault();
            setDropping(false);
            if (!full) addFiles(e.dataTransfer.files);
          }}
          className={cn(
            'flex cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-line px-4 py-6 text-center text-sm text-muted transition-colors focus-within:border-brand-600 hover:border-slate-300 hover:bg-slate-50',
            dropping && 'border-brand-600 bg-brand-50',
            full && 'pointer-events-none opacity-50',
          )}
        >
          <ImagePlus className="size-6 text-brand-700" aria-hidden />
          <span className="font-medium text-ink">{full ? 'Image limit reached' : 'Add images'}</span>
          <span>Drop files here or click to choose</span>
          <input
            id="product-images-input"
            type="file"
            multiple
            accept={IMAGE_ACCEPT}
            disabled={full}
            aria-label="Upload images"
            className="sr-only"
            onChange={(e) => {
              addFiles(e.target.files);
              e.target.value = '';
            }}
          />
        </label>
        {refused.length ? (
          <ul role="alert" className="space-y-1 text-sm text-red-700">
            {refused.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
