import type { expenseCategoryChannels } from '../../../../shared/app/channels/expense-categories';
import { coreCalculation, coreUnitDescription } from '../../i18n/unit-texts';
import { problemText } from '../../i18n/problems';
import { PsaError } from '../../../../shared/psa/errors';
import { getCategoryLine } from '../../db/repositories/expense-details';
import type { CoreContext, HandlersOf } from '../types';
import { computeStored, resolveDetails } from './categories';
import { readCategorySettings, writeCategorySettings } from './category-settings';

/** The core's handlers of the expense category channels (shared/app/channels/expense-categories.ts). */
export function categoryHandlers(ctx: CoreContext): HandlersOf<keyof typeof expenseCategoryChannels> {
  const db = ctx.r.db;
  return {
    'expenses:categorySettings': async () => readCategorySettings(db),
    'expenses:setCategorySettings': async (req) => {
      const view = writeCategorySettings(db, req);
      ctx.events.emit('data:changed', { tables: ['settings'] });
      return view;
    },
    'expenses:computeDetails': async ({ projectId, details }) => {
      const stored = resolveDetails(db, projectId, details);
      if (stored === null) {
        const message = 'a plain amount is typed, not computed: use expenses:compute';
        throw new PsaError('VALIDATION_FAILED', `details.category: ${message}`, [
          { path: 'details.category', message },
        ]);
      }
      const r = computeStored(stored);
      if (!r.ok) {
        const message = problemText(r.problem);
        throw new PsaError('VALIDATION_FAILED', `details.${r.field}: ${message}`, [
          { path: `details.${r.field}`, message },
        ]);
      }
      return {
        ...r.amounts,
        calculation: coreCalculation(r.parts),
        description: coreUnitDescription(stored),
      };
    },
    'expenses:categoryLine': async ({ projectId, category }) => {
      const line = getCategoryLine(db, projectId, category);
      return { contractLineId: line === null ? null : String(line) };
    },
  };
}
