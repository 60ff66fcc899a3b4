import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Input, SearchInput } from '../../../components/ui/input.tsx';
import { useDebouncedText } from '../../../lib/use-debounced-text.ts';

/** Search (order, buyer, phone) and city, both debounced into the URL. */
export function DispatchFilters({
  search,
  city,
  onChange,
}: {
  search: string | undefined;
  city: string | undefined;
  onChange: (change: { search?: string; city?: string }) => void;
}) {
  const [text, setText] = useDebouncedText(search, (v) => onChange({ search: v }));
  const [cityText, setCityText] = useDebouncedText(city, (v) => onChange({ city: v }));
  return (
    <div className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:px-5">
      <div className="flex-1">
        <SearchInput
          aria-label="Search ready orders"
          placeholder="Search order #, buyer or phone"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className="flex gap-2">
        <Input
          aria-label="City"
          placeholder="Any city"
          className="sm:w-44"
          value={cityText}
          onChange={(e) => setCityText(e.target.value)}
        />
        {search || city ? (
          <Button
            variant="ghost"
            onClick={() => {
              setText('');
              setCityText('');
              onChange({ search: undefined, city: undefined });
            }}
          >
            <X /> Clear
          </Button>
        ) : null}
      </div>
    </div>
  );
}
