import { ImageOff } from 'lucide-react';
import type { ProductImage } from '@sauda/contracts/products.ts';

/** The main image (full size) and a row of thumbnails to switch it. */
export function ProductGallery({
  images,
  activeId,
  onSelect,
  title,
}: {
  images: ProductImage[];
  activeId: string | null;
  onSelect: (id: string) => void;
  title: string;
}) {
  const active = images.find((i) => i.id === activeId) ?? images[0];
  if (!active) {
    return (
      <div className="flex aspect-square items-center justify-center rounded-2xl bg-slate-100 text-slate-400">
        <ImageOff className="size-10" aria-hidden />
        <span className="sr-only">No photo</span>
      </div>
    );
  }
  const index = images.indexOf(active);
  return (
    <div className="space-y-3">
      <div className="overflow-hidden rounded-2xl bg-white">
        <img
          key={active.id}
          src={active.url}
          alt={images.length > 1 ? `${title}, photo ${index + 1} of ${images.length}` : title}
          width={active.width || 800}
          height={active.height || 800}
          // The main photo is the page's largest element: load it first, not lazily.
          fetchPriority="high"
          decoding="async"
          className="aspect-square w-full object-contain"
          data-testid="product-main-image"
        />
      </div>
      {images.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Photos">
          {images.map((img, i) => (
            <li key={img.id} className="shrink-0">
              <button
                type="button"
                onClick={() => onSelect(img.id)}
                aria-label={`Show photo ${i + 1}`}
                aria-pressed={img.id === active.id}
                className={`block size-16 overflow-hidden rounded-xl border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                  img.id === active.id
                    ? 'border-brand-600'
                    : 'border-transparent opacity-80 hover:opacity-100'
                }`}
              >
                <img
                  src={img.thumbnailUrl}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
