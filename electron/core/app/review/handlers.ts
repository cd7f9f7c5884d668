import type { reviewChannels } from '../../../../shared/app/channels/review';
import { localDate } from '../../../../shared/app/entry-time';
import { getProject } from '../../db/repositories/projects';
import {
  reviewCandidates,
  reviewedProjects,
  setReviewMark,
  type ReviewProjectRow,
} from '../../db/repositories/review';
import { signedInAccount } from '../../db/repositories/sync-meta';
import { AppCoreError } from '../errors';
import type { CoreContext, HandlersOf } from '../types';
import { budgetHint, budgets } from './budgets';
import { readyCsv, readyToInvoice, reviewEntries } from './ready';
import { reviewWeek } from './team-week';
import { coreI18n } from '../../i18n';

/** A project of the review as the renderer shows it. */
function projectView(p: ReviewProjectRow) {
  return {
    id: String(p.id),
    name: p.name,
    number: p.project_number,
    companyName: p.company_name,
    currency: p.currency_code,
    managed: p.managed === 1,
    reviewed: p.reviewed === 1,
    pulledAt: p.pulled_at,
    pullError: p.error,
  };
}

/** The core's handlers of the review channels (shared/app/channels/review.ts). */
export function reviewHandlers(ctx: CoreContext): HandlersOf<keyof typeof reviewChannels> {
  const db = ctx.r.db;
  const me = () => signedInAccount(db) ?? null;
  const today = () => localDate(ctx.r.now());
  return {
    'review:projects': async ({ all }) =>
      (all ? reviewCandidates(db, me()) : reviewedProjects(db, me())).map(projectView),
    'review:mark': async ({ projectId, reviewed }) => {
      // Only a synced project has team entries on the remote to review.
      if (projectId <= 0n || !getProject(db, projectId))
        throw new AppCoreError(
          'NOT_FOUND',
          coreI18n.t('core:reviewUnknownProject', { id: String(projectId) }),
        );
      setReviewMark(db, projectId, reviewed, new Date(ctx.r.now()).toISOString());
      return { ok: true };
    },
    'review:week': async (req) => reviewWeek(db, me(), req, today()),
    'review:entries': async (req) => reviewEntries(db, me(), req),
    'review:ready': async () => readyToInvoice(db, me()),
    'review:readyCsv': async () => readyCsv(db, me(), today()),
    'review:budgets': async () => budgets(db, me()),
    'review:budgetHint': async ({ projectId, hours, entryId }) => budgetHint(db, projectId, hours, entryId),
  };
}
