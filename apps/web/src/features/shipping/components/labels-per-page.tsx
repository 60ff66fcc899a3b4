import { Select } from '../../../components/ui/select.tsx';
import { isLabelsPerPage, LABELS_PER_PAGE, type LabelsPerPage } from '../lib/labels.ts';

const OPTIONS = LABELS_PER_PAGE.map((n) => ({ value: n, label: `${n} per page` }));

/** Airway bills per A4 sheet: 1, 2 or 4. */
export function LabelsPerPageSelect({
  value,
  onChange,
  className,
}: {
  value: LabelsPerPage;
  onChange: (v: LabelsPerPage) => void;
  className?: string;
}) {
  return (
    <Select
      aria-label="Labels per page"
      className={className ?? 'h-8 w-32'}
      options={OPTIONS}
      value={value}
      onValueChange={(v) => {
        if (isLabelsPerPage(v)) onChange(v);
      }}
    />
  );
}
