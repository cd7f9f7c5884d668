import type { contactChannels } from '../../../../shared/app/channels/contacts';
import { openChangesByRecord } from '../../db/repositories/app-lookups';
import { listContacts } from '../../db/repositories/contacts';
import { searchContacts } from '../../db/repositories/expense-lookups';
import { addContact, editContact } from '../../replica/changes-records';
import { LOCAL_LIMIT } from '../lookup';
import { firstByName } from '../name-order';
import type { CoreContext, HandlersOf } from '../types';
import { contactView } from '../views';

const OK = { ok: true } as const;

/** The core's handlers of the contacts channels (shared/app/channels/contacts.ts). */
export function contactHandlers(ctx: CoreContext): HandlersOf<keyof typeof contactChannels> {
  const r = ctx.r;
  const db = r.db;
  return {
    'contacts:list': async (q) => {
      const changes = openChangesByRecord(db, 'contacts');
      const rows = listContacts(db, {
        name: q.search || undefined,
        companyId: q.companyId,
        email: q.email,
        limit: q.limit ?? LOCAL_LIMIT,
      });
      return rows.map((k) => contactView(k, changes.get(k.id)));
    },
    // Validated, applied to the replica and queued for sync in one transaction (replica/changes-*.ts).
    'contacts:create': async (req) => ({ id: String(addContact(r, req).id) }),
    'contacts:update': async (req) => (editContact(r, req), OK),
    'contacts:search': async ({ search, limit }) => {
      const changes = openChangesByRecord(db, 'contacts');
      const rows = searchContacts(db, search === undefined || search === '' ? undefined : search);
      return firstByName(rows, (k) => `${k.last_name} ${k.first_name ?? ''}`, limit ?? LOCAL_LIMIT).map((k) =>
        contactView(k, changes.get(k.id)),
      );
    },
  };
}
