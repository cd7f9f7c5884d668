import type { ContactCreateT, ContactReadT, ContactUpdateT } from '../../../shared/psa/resources';
import type { ContactPatch, ContactWithCompany, NewContact } from '../db/repositories/contacts';

/*
 * A contact as the API writes and reads it, over the schema the reference server and the replica
 * share: a create or update body to the columns it sets, a stored row to the read record.
 */

/** The API read record of a stored contact. */
export function contactRead(row: ContactWithCompany): ContactReadT {
  return {
    Email: row.email,
    ContactID: row.id,
    CompanyID: row.company_id,
    CompanyName: row.company_name,
    FirstName: row.first_name,
    LastName: row.last_name,
    Salutation: row.salutation,
    JobTitle: row.job_title,
    Phonenumber: row.phone,
    ExternalID: row.external_id,
  };
}

/** The row of a new contact from its create body (absent optional fields stored as null). */
export function newContact(body: ContactCreateT): NewContact {
  const p = contactPatch(body);
  return {
    company_id: body.CompanyID,
    first_name: p.first_name ?? null,
    last_name: body.LastName,
    email: body.Email,
    salutation: p.salutation ?? null,
    phone: p.phone ?? null,
    job_title: p.job_title ?? null,
    external_id: p.external_id ?? null,
  };
}

/** The columns a contact write sets: undefined leaves a column as it is, null clears it. */
export function contactPatch(b: ContactCreateT | ContactUpdateT): ContactPatch {
  return {
    company_id: b.CompanyID,
    first_name: b.FirstName,
    last_name: b.LastName,
    email: b.Email,
    salutation: b.Salutation,
    phone: b.Phonenumber,
    job_title: b.JobTitle,
    external_id: b.ExternalID,
  };
}
