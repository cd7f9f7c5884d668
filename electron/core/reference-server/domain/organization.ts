import type { Db } from '../../db/connection';
import { getSetting, setSetting } from '../../db/repositories/org';

/*
 * The organization as the seller on its invoices (issue 17 point 4): name, address, VAT id,
 * registration number and bank details, kept as settings of the reference server. The API spec
 * has no organization endpoint, so they are set by the demo seed or by
 * `npm run server -- org set --db F vatId=... iban=...`.
 */

/** The seller's fields, by the name the command line uses. */
export const ORGANIZATION_FIELDS = [
  'name',
  'street',
  'postalCode',
  'city',
  'country',
  'vatId',
  'registration',
  'iban',
  'bic',
  'bank',
  'email',
  'phone',
] as const;

/** One of the seller's fields. */
export type OrganizationField = (typeof ORGANIZATION_FIELDS)[number];

/** The seller as printed: a field not set is empty. */
export type OrganizationProfile = Record<OrganizationField, string>;

/** The settings key of a field ('organization_name', 'organization_vat_id', ...). */
const keyOf = (field: OrganizationField): string =>
  `organization_${field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;

/** Whether a text names a seller field. */
export function isOrganizationField(value: string): value is OrganizationField {
  return (ORGANIZATION_FIELDS as readonly string[]).includes(value);
}

/** The seller's fields as stored; the name defaults to 'PSA' as before, the others to ''. */
export function getOrganizationProfile(db: Db): OrganizationProfile {
  const profile = {} as OrganizationProfile;
  for (const field of ORGANIZATION_FIELDS) profile[field] = getSetting(db, keyOf(field)) ?? '';
  if (!profile.name) profile.name = 'PSA';
  return profile;
}

/** Stores the given seller fields (trimmed); the others keep their value. */
export function setOrganizationProfile(db: Db, patch: Partial<OrganizationProfile>): void {
  for (const field of ORGANIZATION_FIELDS) {
    const value = patch[field];
    if (value !== undefined) setSetting(db, keyOf(field), value.trim());
  }
}

/** The demo organization (decision 23) as a seller: an Amsterdam B.V. with a Dutch bank account. */
export const DEMO_ORGANIZATION: OrganizationProfile = {
  name: 'Northwind Consulting B.V.',
  street: 'Herengracht 182',
  postalCode: '1016 BR',
  city: 'Amsterdam',
  country: 'Netherlands',
  vatId: 'NL859123456B01',
  registration: '81234567',
  iban: 'NL91 ABNA 0417 1643 00',
  bic: 'ABNANL2A',
  bank: 'ABN AMRO',
  email: 'billing@northwind.example',
  phone: '+31 20 123 4567',
};
