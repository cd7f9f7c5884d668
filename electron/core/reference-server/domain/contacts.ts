import { DEFAULT_LIMIT } from '../../../../shared/psa/endpoints';
import { PsaError } from '../../../../shared/psa/errors';
import type { Db } from '../../db/connection';
import { getCompany } from '../../db/repositories/companies';
import { getContact, insertContact, listContacts, updateContact } from '../../db/repositories/contacts';
import { contactPatch, contactRead, newContact } from '../../records/contacts';
import type { HandlersFor, ServiceOptions } from './handlers';
import { nextId } from './ids';
import { writeTransaction } from '../../db/transaction';

function requireCompany(db: Db, companyId: bigint): void {
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
      writeTransaction(db, () => {
        requireCompany(db, body.CompanyID);
        const id = insertContact(db, { ...newContact(body), id: nextId(db, 'contacts') });
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
