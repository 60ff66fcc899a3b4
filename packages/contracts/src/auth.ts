import { z } from 'zod';
import { emailSchema, phoneSchema, text } from './common.ts';
import { storeSchema } from './stores.ts';
import { surveySchema } from './survey.ts';
import { PERMISSIONS } from './permissions.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const SESSION_DAYS = 7;

export { emailSchema };

/** Length rules only (quality-checks Q17); the server also rejects common passwords. */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const signupBodySchema = z.strictObject({
  name: text(1, 120),
  email: emailSchema,
  password: passwordSchema,
  businessName: text(1, 120).optional(),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const signinBodySchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX),
});
export type SigninBody = z.infer<typeof signinBodySchema>;

export const roleSchema = z.enum(['owner']);

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
  emailVerified: z.boolean(),
  role: roleSchema,
  accountId: z.string(),
  accountName: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Answer of sign-in, sign-up and restore-session: everything the shell needs to start. */
export const sessionDataSchema = z.object({
  user: userSchema,
  token: z.string(),
  saudaSurvey: surveySchema.nullable(),
  stores: z.array(storeSchema),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

export const forgotPasswordBodySchema = z.strictObject({ email: emailSchema });

export const setNewPasswordBodySchema = z.strictObject({
  token: z.string().min(10).max(200),
  password: passwordSchema,
});

/** GET /v1/auth/verify?token=… (link) or ?email=…&code=… (one-time code). */
// One object with a rule across its keys, not a union: a 400 then names the missing or extra field
// (`code`, `email`), where a union could only say the query as a whole matched neither shape.
export const verifyQuerySchema = z
  .strictObject({
    token: z.string().min(10).max(200).optional(),
    email: emailSchema.optional(),
    code: z
      .string()
      .regex(/^\d{6}$/, 'Enter the 6-digit code')
      .optional(),
  })
  .superRefine((q, ctx) => {
    if (q.token !== undefined) {
      for (const key of ['email', 'code'] as const)
        if (q[key] !== undefined)
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'Send the link token, or e-mail with code, not both',
          });
      return;
    }
    if (q.email === undefined)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Required with code (or send token)' });
    if (q.code === undefined)
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'Required with email (or send token)' });
  })
  .meta({ oneOf: [{ required: ['token'] }, { required: ['email', 'code'] }] });

export const updateUserBodySchema = z
  .strictObject({
    name: text(1, 120).optional(),
    phone: z.union([phoneSchema, z.literal('')]).optional(),
    image: z.url().max(2000).or(z.literal('')).optional(),
    currentPassword: z.string().max(PASSWORD_MAX).optional(),
    newPassword: passwordSchema.optional(),
  })
  .refine((b) => !b.newPassword || !!b.currentPassword, {
    message: 'Enter your current password to set a new one',
    path: ['currentPassword'],
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Nothing to change')
  .meta({
    minProperties: 1,
    description: 'Only the fields to change; newPassword needs currentPassword',
  });
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const sessionInfoSchema = z.object({
  _id: z.string(),
  current: z.boolean(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const notificationPrefsSchema = z.strictObject({
  newOrderEmail: z.boolean(),
  codConfirmationAlerts: z.boolean(),
  courierStatusUpdates: z.boolean(),
  paymentRemittance: z.boolean(),
  lowStockAlerts: z.boolean(),
  weeklySummary: z.boolean(),
  productNews: z.boolean(),
});
export type NotificationPrefs = z.infer<typeof notificationPrefsSchema>;

export const DEFAULT_NOTIFICATION_PREFS: NotificationPrefs = {
  newOrderEmail: true,
  codConfirmationAlerts: true,
  courierStatusUpdates: true,
  paymentRemittance: true,
  lowStockAlerts: true,
  weeklySummary: false,
  productNews: false,
};
