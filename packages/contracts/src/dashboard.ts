import { z } from 'zod';

export const dashboardSchema = z.object({
  today: z.object({ orders: z.number().int(), revenue: z.number().int() }),
  month: z.object({ orders: z.number().int(), revenue: z.number().int() }),
  waiting: z.object({
    confirmation: z.number().int(),
    /** Of those, the ones whose WhatsApp message failed: the seller should call. */
    whatsappFailed: z.number().int(),
    booking: z.number().int(),
    /** Booked with a courier, not yet picked up (status Booked). */
    awaitingPickup: z.number().int(),
    /** Picked up, on the way (status Dispatched). */
    inTransit: z.number().int(),
  }),
  /**
   * What costs the seller money when left alone (issue 12 §1), each a count the dashboard links
   * to a filtered list: docs/architecture.md, "Dashboard".
   */
  attention: z.object({
    /** Open shipper advices (undelivered parcels the courier asks about), with the nearest deadline. */
    shipperAdvice: z.object({ count: z.number().int(), nextDeadline: z.string().nullable() }),
    /** Delivered more than 7 days ago and no courier payment line yet; amount = COD − charges (paisa). */
    unpaidDelivered: z.object({ count: z.number().int(), amount: z.number().int() }),
    /** Bookings that failed or could not be confirmed (the parcels list's "problems" view). */
    failedBookings: z.number().int(),
    /** Variants with stock left at or under their product's low-stock threshold (the inventory's "low" filter). */
    lowStock: z.number().int(),
  }),
  confirmation: z.object({
    sent: z.number().int(),
    confirmed: z.number().int(),
    cancelled: z.number().int(),
    /** confirmed / (confirmed + cancelled), 0–100 rounded; null before any answer. */
    rate: z.number().int().nullable(),
  }),
  /** Last 30 days, oldest first, days in Asia/Karachi. */
  daily: z.array(z.object({ date: z.string(), orders: z.number().int(), revenue: z.number().int() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
