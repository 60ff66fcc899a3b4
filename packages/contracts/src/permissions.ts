/**
 * Every API route declares one of these (route config `permission`). `public` needs no session;
 * `session` needs any signed-in user; the rest are checked against the member's role.
 * The account owner holds all of them.
 */
export const PERMISSIONS = [
  'profile:manage',
  'account:read',
  'account:manage',
  'stores:read',
  'stores:manage',
  'survey:manage',
  'orders:read',
  'orders:manage',
  'customers:read',
  'customers:manage',
  'dashboard:read',
  'products:read',
  'products:manage',
  'inventory:read',
  'inventory:manage',
  'purchasing:read',
  'purchasing:manage',
  'couriers:read',
  'couriers:manage',
  'shipping:read',
  'shipping:manage',
  'settings:manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];
export type RouteAccess = Permission | 'public' | 'session';
