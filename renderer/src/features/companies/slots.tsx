import { lazy, Suspense, type ComponentType } from 'react';
import type { CompanyViewT, ContactViewT } from '../../../../shared/app/views';
import type { LookupKind } from './store';

/*
 * Extension points of the Companies section for the create/edit forms of companies, contacts and
 * projects (RecordActions.tsx). The search and details views render these slots and know nothing
 * about the forms, which load lazily with the first slot that renders, outside the section's chunk.
 * After a create, `useLookups.getState().show('companies' | 'contacts', newId)` brings the new
 * record into view; the lists refetch by themselves on data:changed.
 */

export interface LookupSlots {
  /** Next to the search box: e.g. "New company" / "New contact" buttons for the current kind. */
  Toolbar?: ComponentType<{ kind: LookupKind }>;
  /** At the top of a company's details: e.g. "Edit", "Add contact". */
  CompanyActions?: ComponentType<{ company: CompanyViewT }>;
  /** At the top of a contact's details: e.g. "Edit". */
  ContactActions?: ComponentType<{ contact: ContactViewT }>;
}

// The record forms, loaded with the first slot that renders.
const actions = () => import('./RecordActions');
const RecordToolbar = lazy(() => actions().then((m) => ({ default: m.Toolbar })));
const RecordCompanyActions = lazy(() => actions().then((m) => ({ default: m.CompanyActions })));
const RecordContactActions = lazy(() => actions().then((m) => ({ default: m.ContactActions })));

/** The slots in use: the create/edit forms of companies, contacts and projects. */
export const lookupSlots: LookupSlots = {
  Toolbar: (p) => (
    <Suspense fallback={null}>
      <RecordToolbar {...p} />
    </Suspense>
  ),
  CompanyActions: (p) => (
    <Suspense fallback={null}>
      <RecordCompanyActions {...p} />
    </Suspense>
  ),
  ContactActions: (p) => (
    <Suspense fallback={null}>
      <RecordContactActions {...p} />
    </Suspense>
  ),
};
