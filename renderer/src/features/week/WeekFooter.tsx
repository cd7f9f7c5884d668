import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WeekViewT } from '../../../../shared/app/channels/week';
import { formatHours } from '../../components/format';
import classes from './Week.module.css';

/** The id of the message under the grid that a refused cell points at (aria-describedby). */
export const CELL_ERROR_ID = 'week-cell-error';

/** The totals row: hours per day and the week, then what of the week is not synced yet. */
export function WeekTotals({ view, today }: { view: WeekViewT; today: string }) {
  const { t } = useTranslation(['week', 'common']);
  return (
    <tfoot>
      <tr>
        <th scope="row" className={classes.rowHead}>
          {t('common:total')}
        </th>
        {view.dates.map((d, i) => (
          <td key={d} className={d === today ? classes.today : undefined} data-testid={`day-total-${d}`}>
            {formatHours(view.dayTotals[i] ?? 0)}
          </td>
        ))}
        <td className={classes.total} data-testid="week-total">
          {formatHours(view.weekTotal)}
        </td>
      </tr>
      {view.weekUnsynced > 0 && (
        <tr>
          <td
            colSpan={view.dates.length + 2}
            className={`${classes.total} ${classes.unsynced}`}
            data-testid="week-unsynced"
          >
            {t('grid.unsynced', { hours: formatHours(view.weekUnsynced) })}
          </td>
        </tr>
      )}
    </tfoot>
  );
}

/**
 * Why a cell was refused, as text under the grid naming the cell (row and day). Always in the page
 * as a live region, so a message that appears is announced; the cell links to it by id.
 */
export function CellErrorRow({ where, message }: { where: string | null; message: string | null }) {
  return (
    <div role="alert" aria-live="assertive">
      {message && (
        <Text id={CELL_ERROR_ID} size="sm" c="red" className={classes.cellError}>
          {where ? `${where}: ${message}` : message}
        </Text>
      )}
    </div>
  );
}
