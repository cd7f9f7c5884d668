import type { projectChannels } from '../../../../shared/app/channels/projects';
import { openChangesByRecord } from '../../db/repositories/app-lookups';
import { getProject, listProjects } from '../../db/repositories/projects';
import { addProject, editProject } from '../../replica/changes-records';
import { LOCAL_LIMIT, notFound } from '../lookup';
import type { CoreContext, HandlersOf } from '../types';
import { projectView } from '../views';
import { projectCard } from './card';
import { localDate } from '../../../../shared/app/entry-time';

const OK = { ok: true } as const;

/** The core's handlers of the projects channels (shared/app/channels/projects.ts). */
export function projectHandlers(ctx: CoreContext): HandlersOf<keyof typeof projectChannels> {
  const r = ctx.r;
  const db = r.db;
  return {
    'projects:list': async (q) => {
      const changes = openChangesByRecord(db, 'projects');
      // Ordered by name in SQL, then limited: the first N by name, and only N rows read.
      const rows = listProjects(db, {
        search: q.search || undefined,
        stage: q.stage,
        limit: q.limit ?? LOCAL_LIMIT,
        orderBy: 'name',
      });
      return rows.map((p) => projectView(p, changes.get(p.id)));
    },
    'projects:get': async ({ id }) => {
      const p = getProject(db, id);
      if (!p) throw notFound('project', id);
      return projectView(p, openChangesByRecord(db, 'projects').get(id));
    },
    // Validated, applied to the replica and queued for sync in one transaction (replica/changes-*.ts).
    'projects:create': async (req) => ({ id: String(addProject(r, req).id) }),
    'projects:update': async (req) => (editProject(r, req), OK),
    'projects:card': async ({ id, today }) => projectCard(db, id, today ?? localDate(r.now())),
  };
}
