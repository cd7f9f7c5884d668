import type { OrgOptionsViewT } from '../../../../shared/app/channels/org';
import type { Db } from '../../db/connection';
import {
  referenceNames,
  seenCurrencies,
  seenProjectIds,
  seenProjectManagers,
  seenStages,
} from '../../db/repositories/admin-options';
import { listProjectManagers } from '../../db/repositories/accounts';
import { listCurrencies, listStages } from '../../db/repositories/org';
import { getReplicaSetting } from '../../db/repositories/sync-meta';
import { projectManagerView } from '../views';

const PM_LIMIT = 10_000;

function unique<T>(values: Iterable<T>): T[] {
  return [...new Set(values)];
}

/**
 * The values a project form offers. The API has no endpoint for stages, types, business units or
 * templates, so these are what the store has seen on projects (most used first), plus any the
 * store's organization tables hold; the remote validates whatever is typed instead.
 */
export function orgOptions(db: Db): OrgOptionsViewT {
  const baseCurrency = getReplicaSetting(db, 'base_currency') ?? 'EUR';
  const ids = (
    column: 'project_type_id' | 'business_unit_id' | 'contract_template_id',
    table: 'project_types' | 'business_units' | 'contract_templates',
  ) => {
    const names = referenceNames(db, table);
    const all = unique([...seenProjectIds(db, column).map((s) => s.value), ...names.keys()]);
    return all.map((id) => ({ id: String(id), name: names.get(id) ?? null }));
  };
  const accounts = listProjectManagers(db, { limit: PM_LIMIT }).map(projectManagerView);
  const known = new Set(accounts.map((a) => a.id));
  const fromProjects = seenProjectManagers(db)
    .filter((m) => !known.has(String(m.id)))
    .map((m) => ({ id: String(m.id), name: m.name ?? `Account ${m.id}`, email: '' }));
  return {
    stages: unique([...listStages(db), ...seenStages(db).map((s) => s.value)]),
    currencies: unique([
      baseCurrency,
      ...seenCurrencies(db).map((s) => s.value),
      ...listCurrencies(db).map((c) => c.code),
    ]),
    projectTypes: ids('project_type_id', 'project_types'),
    businessUnits: ids('business_unit_id', 'business_units'),
    contractTemplates: ids('contract_template_id', 'contract_templates'),
    projectManagers: [...accounts, ...fromProjects],
    baseCurrency,
  };
}
