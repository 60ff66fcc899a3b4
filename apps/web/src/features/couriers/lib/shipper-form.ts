/** Pickup address form values ↔ contract body. DOM-free. */
import type { Shipper } from '@sauda/contracts/couriers.ts';
import { canonicalCityName } from '../../../lib/city-search.ts';

export const SHIPPER_FIELDS = [
  'name',
  'contactName',
  'phone',
  'email',
  'address',
  'city',
  'isDefault',
] as const;

export type ShipperValues = {
  name: string;
  contactName: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  isDefault: boolean;
};

export const emptyShipperValues = (isDefault = false): ShipperValues => ({
  name: '',
  contactName: '',
  phone: '',
  email: '',
  address: '',
  city: '',
  isDefault,
});

export function shipperValuesOf(s: Shipper): ShipperValues {
  return {
    name: s.name,
    contactName: s.contactName,
    phone: s.phone,
    email: s.email ?? '',
    address: s.address,
    city: s.city,
    isDefault: s.isDefault,
  };
}

/** What the schema checks: an empty e-mail is "none", a typed city takes its canonical spelling. */
export function toShipperInput(v: ShipperValues) {
  return {
    name: v.name,
    contactName: v.contactName,
    phone: v.phone,
    email: v.email.trim() ? v.email.trim() : null,
    address: v.address,
    city: canonicalCityName(v.city),
    isDefault: v.isDefault,
  };
}

/** The body that turns an address into the default pickup address (everything else unchanged). */
export function makeDefaultBody(s: Shipper) {
  return { ...toShipperInput(shipperValuesOf(s)), isDefault: true };
}
