import type { searchChannels, SearchHitT } from '../../../../shared/app/channels/search';
import {
  searchCompanyHits,
  searchContactHits,
  searchInvoiceHits,
  searchProjectHits,
} from '../../db/repositories/search';
import { isProvisionalId } from '../../../../shared/provisional';
import { notSyncedText } from '../../i18n/unnamed';
import type { CoreContext, HandlersOf } from '../types';

/** Hits of each kind unless the request says otherwise: a palette shows a handful per group. */
const PER_KIND = 6;

const joined = (...parts: (string | null | undefined)[]) =>
  parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(' · ') || null;

/** The core's handler of the search channel (shared/app/channels/search.ts). */
export function searchHandlers(ctx: CoreContext): HandlersOf<keyof typeof searchChannels> {
  const db = ctx.r.db;
  return {
    'search:everything': async ({ text, limit = PER_KIND }) => {
      const hits: SearchHitT[] = [];
      for (const p of searchProjectHits(db, text, limit))
        hits.push({
          kind: 'project',
          id: String(p.id),
          title: p.name,
          detail: joined(
            p.project_number ?? (isProvisionalId(p.id) ? notSyncedText() : null),
            p.company_name,
            p.stage,
          ),
        });
      for (const c of searchCompanyHits(db, text, limit))
        hits.push({ kind: 'company', id: String(c.id), title: c.name, detail: c.city });
      for (const k of searchContactHits(db, text, limit))
        hits.push({
          kind: 'contact',
          id: String(k.id),
          title: [k.first_name, k.last_name].filter(Boolean).join(' '),
          detail: joined(k.email, k.company_name),
        });
      for (const i of searchInvoiceHits(db, text, limit))
        hits.push({
          kind: 'invoice',
          id: String(i.id),
          title: i.number ?? i.name,
          detail: joined(i.customer_name, i.status),
        });
      return hits;
    },
  };
}
