import type { SearchHitT } from '../../../../shared/app/channels/search';
import { useNavigation } from '../../models/navigation';
import { useProjects } from '../projects/store';

/*
 * Where a palette result lands: the section of its kind with the record selected, as each
 * section's store allows. Filters that could hide the record are cleared; a project is found by
 * its name in the Projects search (the list holds the first 500 by name, the record may lie
 * beyond). The Companies and Invoices stores load with their own sections' chunks.
 */

/** Opens a search result in its section, selected. */
export async function openHit(hit: SearchHitT): Promise<void> {
  const go = useNavigation.getState().go;
  switch (hit.kind) {
    case 'project': {
      const p = useProjects.getState();
      p.setStage(null);
      p.setSearch(hit.title);
      p.select(hit.id);
      go('projects');
      return;
    }
    case 'company':
    case 'contact': {
      const { openRecord } = await import('../companies/store');
      openRecord(hit.kind, hit.id);
      return;
    }
    case 'invoice': {
      const { useInvoices } = await import('../invoices/store');
      const s = useInvoices.getState();
      useInvoices.setState({ status: null, overdue: false, withoutExternalId: false, search: '' });
      void s.refresh();
      s.select(hit.id);
      go('invoices');
      return;
    }
  }
}
