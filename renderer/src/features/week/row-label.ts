import type { WeekRowT, WeekViewT } from '../../../../shared/app/channels/week';
import { unnamedText } from '../../components/unnamed-text';
import { i18n } from '../../i18n';
import { longDay } from './dates';
import { cellKey } from './store';

/** A row's contract line and role by name, else by id ("no line" / "no role" when it has none). */
export function rowLabel(r: WeekRowT): string {
  const line =
    r.contractLineName ??
    (r.contractLineId === null ? i18n.t('week:grid.noLine') : unnamedText('line', r.contractLineId));
  const role = r.roleName ?? (r.roleId === null ? i18n.t('week:grid.noRole') : unnamedText('role', r.roleId));
  return `${line} · ${role}`;
}

/** The cell refused (the typed text, else the core's last refusal): its key, name and message. */
export function refusedCell(
  view: WeekViewT,
  editing: { row: number; col: number; error?: string } | null,
  cellError: { key: string; message: string } | null,
): { key: string; where: string; message: string } | null {
  const where = (r: WeekRowT | undefined, date: string | undefined) =>
    r && date ? `${r.projectName} · ${rowLabel(r)}, ${longDay(date)}` : '';
  if (editing?.error) {
    const r = view.rows[editing.row];
    const date = view.dates[editing.col];
    return { key: cellKey(r?.key ?? '', date ?? ''), where: where(r, date), message: editing.error };
  }
  if (!cellError) return null;
  const r = view.rows.find((x) => cellError.key.startsWith(`${x.key}|`));
  const date = cellError.key.slice(cellError.key.lastIndexOf('|') + 1);
  return { key: cellError.key, where: where(r, r ? date : undefined), message: cellError.message };
}
