import type { CompanyCreateT, CompanyReadT, CompanyUpdateT } from '../../../shared/psa/resources';
import type { CompanyPatch, CompanyRow, NewCompany } from '../db/repositories/companies';

/*
 * A company as the API writes and reads it, over the schema the reference server and the replica
 * share: a create or update body to the columns it sets, a stored row to the read record.
 */

/** The API read record of a stored company (Address is the street). */
export function companyRead(row: CompanyRow): CompanyReadT {
  return {
    CompanyName: row.name,
    CompanyID: row.id,
    Address: row.street,
    PostalCode: row.postal_code,
    City: row.city,
    Country: row.country,
    PhoneNumber: row.phone,
    CountryCode: row.country_code,
    ExternalID: row.external_id,
    CompanyRegistrationNumber: row.registration_number,
    TaxNumber: row.tax_number,
  };
}

/** The columns a company write sets: undefined leaves a column as it is, null clears it. */
export function companyPatch(body: CompanyCreateT | CompanyUpdateT): CompanyPatch {
  return {
    name: body.Name,
    registration_number: body.CompanyRegistrationNumber,
    tax_number: body.TaxNumber,
    phone: body.PhoneNumber,
    street: body.Street,
    postal_code: body.PostalCode,
    city: body.City,
    country: body.Country,
    country_code: body.CountryCode,
    external_id: body.ExternalID,
  };
}

/** The row of a new company from its create body (absent optional fields stored as null). */
export function newCompany(body: CompanyCreateT): NewCompany {
  const p = companyPatch(body);
  return {
    name: body.Name,
    registration_number: p.registration_number ?? null,
    tax_number: p.tax_number ?? null,
    phone: p.phone ?? null,
    street: p.street ?? null,
    postal_code: p.postal_code ?? null,
    city: p.city ?? null,
    country: p.country ?? null,
    country_code: p.country_code ?? null,
    external_id: p.external_id ?? null,
  };
}
