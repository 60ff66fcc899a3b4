export type SelectOption = { value: string; label: string; disabled?: boolean };

/** product-rules §5: options filtered case-insensitively by substring on the label. */
export function filterOptions<T extends { label: string }>(options: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...options];
  return options.filter((o) => o.label.toLowerCase().includes(q));
}

export const SELECT_PLACEHOLDER = 'Select...';
export const SEARCH_PLACEHOLDER = 'Search...';
/** product-rules §9: select dropdown height 256 px. */
export const SELECT_MAX_HEIGHT = 256;
