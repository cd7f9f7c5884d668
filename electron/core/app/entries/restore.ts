import type { z } from 'zod';
import type { TimesheetCreate } from '../../../../shared/psa/resources';
import type { EntryRestoreT } from '../../../../shared/app/channels/entries';

/** A removed timesheet's create body, as the replica hands it back (bigint ids, exact hours text). */
type RemovedTimesheet = Omit<z.output<typeof TimesheetCreate>, 'AccountID'>;

/**
 * A removed entry as the contract answers it (EntryRestoreView): ids and hours as decimal text,
 * so entries:restore takes it back with every digit.
 */
export function entryRestoreView(b: RemovedTimesheet): EntryRestoreT {
  return {
    DateTimeFrom: b.DateTimeFrom,
    DateTimeTo: b.DateTimeTo,
    NumberOfHours: b.NumberOfHours,
    ProjectID: String(b.ProjectID),
    ContractLineID: String(b.ContractLineID),
    RoleID: String(b.RoleID),
    Description: b.Description,
  };
}
