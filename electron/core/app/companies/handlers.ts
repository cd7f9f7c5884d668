import type { companyChannels } from '../../../../shared/app/channels/companies';
import { openChangesByRecord } from '../../db/repositories/app-lookups';
import { getCompany, listCompanies } from '../../db/repositories/companies';
import { listContacts } from '../../db/repositories/contacts';
import { projectIdsOfCompany } from '../../db/repositories/expense-lookups';
import { getProject, type ProjectRow } from '../../db/repositories/projects';
import { addCompany, editCompany } from '../../replica/changes-records';
import { LOCAL_LIMIT, notFound } from '../lookup';
import { firstByName } from '../name-order';
import type { CoreContext, HandlersOf } from '../types';
import { companyView, contactView, projectView } from '../views';

const OK = { ok: true } as const;

/** The core's handlers of the companies channels (shared/app/channels/companies.ts). */
export function companyHandlers(ctx: CoreContext): HandlersOf<keyof typeof companyChannels> {
  const r = ctx.r;
  const db = r.db;
  return {
    'companies:list': async (q) => {
      const changes = openChangesByRecord(db, 'companies');
      const rows = listCompanies(db, {
        name: q.search || undefined,
        limit: q.limit ?? LOCAL_LIMIT,
        orderBy: 'name',
      });
      return rows.map((c) => companyView(c, changes.get(c.id)));
    },
    'companies:get': async ({ id }) => {
      const c = getCompany(db, id);
      if (!c) throw notFound('company', id);
      return companyView(c, openChangesByRecord(db, 'companies').get(id));
    },
    // Validated, applied to the replica and queued for sync in one transaction (replica/changes-*.ts).
    'companies:create': async (req) => ({ id: String(addCompany(r, req).id) }),
    'companies:update': async (req) => (editCompany(r, req), OK),
    'companies:details': async ({ id }) => {
      const c = getCompany(db, id);
      if (!c) throw notFound('company', id);
      const contactChanges = openChangesByRecord(db, 'contacts');
      const projectChanges = openChangesByRecord(db, 'projects');
      const contacts = firstByName(
        listContacts(db, { companyId: id, limit: LOCAL_LIMIT }),
        (k) => `${k.last_name} ${k.first_name ?? ''}`,
        LOCAL_LIMIT,
      );
      const projects = firstByName(
        projectIdsOfCompany(db, id)
          .map((pid) => getProject(db, pid))
          .filter((p): p is ProjectRow => p !== undefined),
        (p) => p.name,
        LOCAL_LIMIT,
      );
      return {
        company: companyView(c, openChangesByRecord(db, 'companies').get(id)),
        contacts: contacts.map((k) => contactView(k, contactChanges.get(k.id))),
        projects: projects.map((p) => projectView(p, projectChanges.get(p.id))),
      };
    },
  };
}
