import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { trackingLookup } from '../lib/lookup.ts';
import { tk } from './styles.ts';

/** "Track another parcel": a tracking number → /tracking/<number>. */
export function TrackingLookup({ initial = '' }: { initial?: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    const result = trackingLookup(value);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    void navigate(result.path);
  }

  return (
    <form onSubmit={submit} noValidate className="w-full space-y-2 text-left">
      <label htmlFor="tracking-lookup" className="block text-sm font-medium text-slate-700">
        Tracking number
      </label>
      <div className="flex gap-2">
        <input
          id="tracking-lookup"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            if (error) setError(null);
          }}
          placeholder="e.g. 22410120035678"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'tracking-lookup-error' : undefined}
          className={tk.input}
        />
        <button type="submit" className={`${tk.primary} shrink-0`}>
          <Search aria-hidden /> Track
        </button>
      </div>
      {error ? (
        <p id="tracking-lookup-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
