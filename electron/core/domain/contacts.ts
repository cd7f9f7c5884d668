import { DEFAULT_LIMIT } from '../../../shared/psa/endpoints';
import { PsaError } from '../../../shared/psa/errors';
import type { ContactCreateT, ContactReadT, ContactUpdateT } from '../../../shared/psa/resources';
import type { Db } from '../db/connection';
import { getCompany } from '../db/repositories/companies';
import {
  type ContactPatch,
  type ContactWithCompany,
  type NewContact,
  getContact,
  insertContact,
  listContacts,
  updateContact,
} from '../db/repositories/contacts';
import type { HandlersFor, ServiceOptions } from './handlers';
import { writeTransaction } from '../db/transaction';

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

function requireCompany(db: Db, companyId: number): void {
  if (!getCompany(db, companyId)) {
    throw new PsaError('UNKNOWN_REFERENCE', `CompanyID ${companyId} does not refer to an existing company`);
  }
}

/** GET /contacts, POST /contact (company must exist), PATCH /contact (only fields present change). */
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

export function contactHandlers(
  db: Db,
  _options: ServiceOptions = {},
): HandlersFor<'listContacts' | 'createContact' | 'updateContact'> {
  return {
    listContacts: ({ query }) =>
      listContacts(db, {
        limit: query.limit ?? DEFAULT_LIMIT,
        name: query.name,
        email: query.email,
        companyId: query.companyid,
        id: query.contactid,
        companyName: query.companyname,
      }).map(contactRead),

    createContact: ({ body }) =>
      writeTransaction(db, () => {
        requireCompany(db, body.CompanyID);
        const id = insertContact(db, newContact(body));
        return { ContactID: String(id) };
      }),

    updateContact: ({ body }) =>
      writeTransaction(db, () => {
        if (!getContact(db, body.ContactID)) {
          throw new PsaError('NOT_FOUND', `contact ${body.ContactID} does not exist`);
        }
        if (body.CompanyID !== undefined) requireCompany(db, body.CompanyID);
        updateContact(db, body.ContactID, contactPatch(body));
        return { ContactID: String(body.ContactID) };
      }),
  };
}
