export type BadgeTone = 'green' | 'blue' | 'yellow' | 'red' | 'grey' | 'brand' | 'violet';

/** product-rules §4: open green, Processing blue, Pending yellow, Cancelled red, anything else grey. */
export function statusTone(status: string | null | undefined): BadgeTone {
  switch (status) {
    case 'open':
      return 'green';
    case 'Processing':
      return 'blue';
    case 'Pending':
      return 'yellow';
    case 'Cancelled':
      return 'red';
    default:
      return 'grey';
  }
}
