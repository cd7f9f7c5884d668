import type { Db } from '../../db/connection';
import { getReplicaSetting } from '../../db/repositories/sync-meta';
import {
  companyIdByName,
  contractLineIdByName,
  contractLineOwner,
  insertLocalCompany,
  insertLocalProject,
  insertProjectLine,
  insertRole,
  nextLocalId,
  roleIdByName,
  roleName,
} from '../../db/repositories/offline-import';
import { writeTransaction } from '../../db/transaction';
import { nameKey } from './import-match';
import type { ImportPlan } from './import-plan';

/** How many records an import added, and how many it found here already. */
export interface ImportCounts {
  projects: { added: number; existing: number };
  contractLines: { added: number; existing: number };
  roles: { added: number; existing: number };
  companies: { added: number };
}

/**
 * Stores a checked plan in one transaction. New companies, projects, and lines or roles without
 * an id in the file get local-only (negative) ids and no outbox row: they stay on this computer and
 * are never sent to a remote. Ids the file gives for lines and roles are kept exactly (they are the
 * PSA service's own). What is here already (same number, or same name and company) is not added again.
 */
export function applyImport(db: Db, plan: ImportPlan): ImportCounts {
  const counts: ImportCounts = {
    projects: { added: 0, existing: 0 },
    contractLines: { added: 0, existing: 0 },
    roles: { added: 0, existing: 0 },
    companies: { added: 0 },
  };
  const base = getReplicaSetting(db, 'base_currency') ?? 'EUR';
  // Companies this import added, by name key: two spellings of one new company make one.
  const added = new Map<string, bigint>();
  writeTransaction(db, () => {
    for (const p of plan.projects) {
      let projectId = p.existing?.id;
      if (projectId === undefined) {
        let companyId: bigint | null = p.companyId;
        if (companyId === null && p.company !== null) {
          const key = nameKey(p.company);
          companyId = added.get(key) ?? companyIdByName(db, p.company) ?? null;
          if (companyId === null) {
            companyId = nextLocalId(db, 'companies');
            insertLocalCompany(db, companyId, p.company);
            added.set(key, companyId);
            counts.companies.added++;
          }
        }
        projectId = nextLocalId(db, 'projects');
        insertLocalProject(db, {
          id: projectId,
          name: p.name,
          number: p.number,
          companyId,
          company: p.company,
          currency: p.currency ?? base,
        });
        counts.projects.added++;
      } else counts.projects.existing++;
      for (const l of p.lines) {
        const known = l.id !== null ? contractLineOwner(db, l.id) : undefined;
        if (
          known !== undefined ||
          (l.id === null && contractLineIdByName(db, projectId, l.name) !== undefined)
        ) {
          counts.contractLines.existing++;
          continue;
        }
        insertProjectLine(db, {
          id: l.id ?? nextLocalId(db, 'contract_lines'),
          projectId,
          name: l.name,
          kind: l.kind,
        });
        counts.contractLines.added++;
      }
    }
    for (const r of plan.roles) {
      const known = r.id !== null ? roleName(db, r.id) : roleIdByName(db, r.name);
      if (known !== undefined) {
        counts.roles.existing++;
        continue;
      }
      insertRole(db, r.id ?? nextLocalId(db, 'roles'), r.name);
      counts.roles.added++;
    }
  });
  return counts;
}
