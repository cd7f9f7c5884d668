import { lazy, type ComponentType } from 'react';
import ProjectsPanel from '../features/projects/ProjectsPanel';
import { prefetchProjects } from '../features/projects/store';
import type { SectionId } from '../models/navigation';

/*
 * The app's sections, in navbar order (Ctrl/Cmd+1..9 follow this order). Each loads with
 * `load: () => import('../features/<name>/<Name>Panel')`, a module whose default export is the
 * panel: panels are code-split and load on first visit.
 * Only the landing section is bundled with the shell (`panel`), so the first screen waits for no
 * chunk; change `landingSection` (models/navigation.ts) and move `panel`/`prefetch` together.
 */

export interface Section {
  /** Also names its label: shell:nav.sections.<id>. */
  id: SectionId;
  /** Loads the panel module on first visit. */
  load: () => Promise<{ default: ComponentType }>;
  /** The panel, bundled with the shell (the landing section only). */
  panel?: ComponentType;
  /** Starts fetching the panel's data; called at start-up for the landing section. */
  prefetch?: () => Promise<void>;
}

export const sections: readonly Section[] = [
  {
    id: 'week',
    load: () => import('../features/week/WeekPanel'),
  },
  { id: 'entries', load: () => import('../features/entries/EntriesPanel') },
  { id: 'expenses', load: () => import('../features/expenses/ExpensesPanel') },
  {
    id: 'projects',
    load: () => Promise.resolve({ default: ProjectsPanel }),
    panel: ProjectsPanel,
    prefetch: prefetchProjects,
  },
  { id: 'companies', load: () => import('../features/companies/CompaniesPanel') },
  { id: 'plans', load: () => import('../features/plans/PlansPanel') },
  { id: 'invoices', load: () => import('../features/invoices/InvoicesPanel') },
  { id: 'sync', load: () => import('../features/sync/SyncPanel') },
  { id: 'reports', load: () => import('../features/reports/ReportsPanel') },
  { id: 'review', load: () => import('../features/review/ReviewPanel') },
  { id: 'settings', load: () => import('../features/settings/SettingsPanel') },
];

const panels = new Map<SectionId, ComponentType>();

/**
 * The section's panel component, one per section so React keeps its state: the bundled panel,
 * or a lazy component that loads the module on first render.
 */
export function panelOf(section: Section): ComponentType {
  let panel = panels.get(section.id);
  if (!panel) panels.set(section.id, (panel = section.panel ?? lazy(section.load)));
  return panel;
}

/** The section with this id (every id has one). */
export function sectionById(id: SectionId): Section {
  const found = sections.find((s) => s.id === id);
  if (!found) throw new Error(`no section ${id}`);
  return found;
}
