import { z } from 'zod';

export const dashboardSchema = z.object({
  today: z.object({ orders: z.number().int(), revenue: z.number().int() }),
  month: z.object({ orders: z.number().int(), revenue: z.number().int() }),
  waiting: z.object({
    confirmation: z.number().int(),
    /** Of those, the ones whose WhatsApp message failed: the seller should call. */
    whatsappFailed: z.number().int(),
    booking: z.number().int(),
    inTransit: z.number().int(),
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
