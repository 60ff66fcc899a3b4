import type { OrderStatus } from '@sauda/contracts/orders.ts';

/** Button text for moving an order from `from` to `to` (order detail status actions). */
export function transitionLabel(from: OrderStatus, to: OrderStatus): string {
  switch (to) {
    case 'open':
      return from === 'Pending' ? 'Mark confirmed' : 'Move back to open';
    case 'Pending':
      return 'Back to pending confirmation';
    case 'Processing':
      return from === 'Booked' ? 'Back to processing' : 'Start processing';
    case 'Booked':
      return 'Mark booked';
    case 'Dispatched':
      return 'Mark dispatched';
    case 'Delivered':
      return 'Mark delivered';
    case 'Returned':
      return 'Mark returned';
    case 'Cancelled':
      return 'Cancel order';
  }
}

/** Moves that need a confirmation dialog with an optional reason. */
export function needsConfirmation(to: OrderStatus): boolean {
  return to === 'Cancelled' || to === 'Returned';
}

/** Statuses in which items, amounts, notes and tags can still change (the API locks from Booked). */
export function isEditable(status: OrderStatus): boolean {
  return status === 'Pending' || status === 'open' || status === 'Processing';
}

/** The shipping address can change until the parcel leaves (the API refuses once dispatched). */
export function isAddressEditable(status: OrderStatus): boolean {
  return status === 'Pending' || status === 'open' || status === 'Processing' || status === 'Booked';
}
