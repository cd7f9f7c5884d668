import { DEFAULT_LIMIT } from '../../../shared/psa/endpoints';
import { PsaError } from '../../../shared/psa/errors';
import type { ContactReadT } from '../../../shared/psa/resources';
import type { Db } from '../db/connection';
import { getCompany } from '../db/repositories/companies';
import {
  type ContactWithCompany,
  getContact,
  insertContact,
  listContacts,
  updateContact,
} from '../db/repositories/contacts';
import type { HandlersFor, ServiceOptions } from './handlers';

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
      db.transaction(() => {
        requireCompany(db, body.CompanyID);
        const id = insertContact(db, {
          company_id: body.CompanyID,
          first_name: body.FirstName ?? null,
          last_name: body.LastName,
          email: body.Email,
          salutation: body.Salutation ?? null,
          phone: body.Phonenumber ?? null,
          job_title: body.JobTitle ?? null,
          external_id: body.ExternalID ?? null,
        });
        return { ContactID: String(id) };
      })(),

    updateContact: ({ body }) =>
      db.transaction(() => {
        if (!getContact(db, body.ContactID)) {
          throw new PsaError('NOT_FOUND', `contact ${body.ContactID} does not exist`);
        }
        if (body.CompanyID !== undefined) requireCompany(db, body.CompanyID);
        updateContact(db, body.ContactID, {
          company_id: body.CompanyID,
          first_name: body.FirstName,
          last_name: body.LastName,
          email: body.Email,
          salutation: body.Salutation,
          phone: body.Phonenumber,
          job_title: body.JobTitle,
          external_id: body.ExternalID,
        });
        return { ContactID: String(body.ContactID) };
      })(),
  };
}
