import { DEFAULT_LIMIT } from '../../../../shared/psa/endpoints';
import type { ProjectManagerReadT } from '../../../../shared/psa/resources';
import type { Db } from '../../db/connection';
import { type AccountRow, listProjectManagers } from '../../db/repositories/accounts';
import type { HandlersFor, ServiceOptions } from './handlers';

/** The API record of an account eligible as project manager. */
export function projectManagerRead(row: AccountRow): ProjectManagerReadT {
  return { Name: row.name, Email: row.email, ObjectID: row.id };
}

/** GET /accounts/projectmanagers: eligible accounts by id; `email` matches exactly, ignoring case. */
export function projectManagerHandlers(
  db: Db,
  _options: ServiceOptions = {},
): HandlersFor<'listProjectManagers'> {
  return {
    listProjectManagers: ({ query }) =>
      listProjectManagers(db, { limit: query.limit ?? DEFAULT_LIMIT, email: query.email }).map(
        projectManagerRead,
      ),
  };
}
