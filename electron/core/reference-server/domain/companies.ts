import { DEFAULT_LIMIT } from '../../../../shared/psa/endpoints';
import { PsaError } from '../../../../shared/psa/errors';
import type { Db } from '../../db/connection';
import { getCompany, insertCompany, listCompanies, updateCompany } from '../../db/repositories/companies';
import { companyPatch, companyRead, newCompany } from '../../records/companies';
import type { HandlersFor, ServiceOptions } from './handlers';
import { nextId } from './ids';
import { writeTransaction } from '../../db/transaction';

/** GET /companies, POST /company (no duplicate check), PATCH /company (only fields present change). */
export function companyHandlers(
  db: Db,
  _options: ServiceOptions = {},
): HandlersFor<'listCompanies' | 'createCompany' | 'updateCompany'> {
  return {
    listCompanies: ({ query }) =>
      listCompanies(db, { limit: query.limit ?? DEFAULT_LIMIT, name: query.name, id: query.companyid }).map(
        companyRead,
      ),

    createCompany: ({ body }) =>
      writeTransaction(db, () => {
        const id = insertCompany(db, { ...newCompany(body), id: nextId(db, 'companies') });
        return { CompanyID: String(id) };
      }),

    updateCompany: ({ body }) =>
      writeTransaction(db, () => {
        if (!getCompany(db, body.CompanyID)) {
          throw new PsaError('NOT_FOUND', `company ${body.CompanyID} does not exist`);
        }
        updateCompany(db, body.CompanyID, companyPatch(body));
        return { CompanyID: String(body.CompanyID) };
      }),
  };
}
