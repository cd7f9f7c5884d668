import { CloseButton, Text } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WeekRowT } from '../../../../shared/app/channels/week';
import { localDate } from '../../../../shared/app/entry-time';
import { formatHours } from '../../components/format';
import { ConfirmChecks, confirmCodes } from '../../components/ConfirmChecks';
import { parseHours, unitsOfHours, type TypedHours } from '../../components/hours-text';
import { errorMessage } from '../../contract/client';
import { notifyError } from '../../models/notify';
import { CellBudgetHint } from '../review/BudgetsHint';
import { CellNote } from './CellNote';
import { HoursCell } from './HoursCell';
import { dayLabel, longDay } from './dates';
import { cellKey, useWeek, type CellOutcome } from './store';
import { CELL_ERROR_ID, CellErrorRow, WeekTotals } from './WeekFooter';
import { countedHours } from './cell-hours';
import { refusedCell, rowLabel } from './row-label';
import classes from './Week.module.css';

interface Editing {
  row: number;
  col: number;
  text: string;
  error?: string;
}

/** An emptied cell. */
const NO_HOURS: TypedHours = { text: '0', units: 0 };
/** 24 h in units of 0.0001 h. */
const MAX_DAY_UNITS = 240_000;

const MOVES: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** The remove button of an empty pinned row that names a contract line and a role. */
function RemoveRow({ row }: { row: WeekRowT }) {
  const { t } = useTranslation('week');
  const { projectId, contractLineId, roleId } = row;
  if (contractLineId === null || roleId === null) return null;
  return (
    <CloseButton
      size="sm"
      aria-label={t('grid.removeRow', { row: `${row.projectName}, ${rowLabel(row)}` })}
      title={t('grid.removeRowTitle')}
      onClick={() =>
        void useWeek
          .getState()
          .removeRow({ projectId, contractLineId, roleId })
          .catch((err: unknown) => notifyError(t('grid.rowNotRemoved'), errorMessage(err)))
      }
    />
  );
}

/**
 * The week as a grid: one row per project line and role, Monday..Sunday, totals from the core.
 * One tab stop (the active cell); arrows move, Enter or typing edits, Enter/Tab save and move
 * right, Escape cancels, Delete clears, N writes the note of the cell's unsent entry.
 */
export function WeekGrid({ onOutcome }: { onOutcome: (outcome: CellOutcome | null) => void }) {
  const { t } = useTranslation(['week', 'common']);
  const view = useWeek((s) => s.view);
  const row = useWeek((s) => s.row);
  const col = useWeek((s) => s.col);
  const saving = useWeek((s) => s.saving);
  const cellError = useWeek((s) => s.cellError);
  const cellAsks = useWeek((s) => s.cellAsks);
  const focusKey = useWeek((s) => s.focusKey);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [note, setNote] = useState<{ row: number; col: number; text: string } | null>(null);
  const editingRef = useRef<Editing | null>(null);
  const cells = useRef(new Map<string, HTMLTableCellElement>());
  const wantFocus = useRef(false);
  const today = localDate(Date.now());

  // A layout effect: the next keystroke (fast typists, tests) must already land on the new cell.
  useLayoutEffect(() => {
    if (!wantFocus.current || editing || note) return;
    wantFocus.current = false;
    cells.current.get(`${row}:${col}`)?.focus();
  }, [row, col, editing, view, cellAsks, note]);

  const focusWeek = useWeek((s) => s.focusWeek);
  useLayoutEffect(() => {
    if (!focusWeek || view?.weekStart !== focusWeek) return;
    useWeek.setState({ focusWeek: null });
    const r = Math.min(row, Math.max(0, view.rows.length - 1));
    cells.current.get(`${r}:${col}`)?.focus();
  }, [focusWeek, view, row, col]);

  useEffect(() => {
    if (!focusKey || !view) return;
    const index = view.rows.findIndex((r) => r.key === focusKey);
    if (index < 0) return;
    useWeek.getState().clearFocusKey();
    wantFocus.current = true;
    useWeek.getState().setActive(index, useWeek.getState().col);
  }, [focusKey, view]);

  if (!view) return null;
  const rows = view.rows;
  const refused = refusedCell(view, editing, cellError);

  const moveTo = (r: number, c: number) => {
    wantFocus.current = true;
    useWeek.getState().setActive(Math.max(0, Math.min(rows.length - 1, r)), Math.max(0, Math.min(6, c)));
  };

  // Typed hours on their way are shown as typed (display only: Number of their decimal text);
  // otherwise what the totals count, rejected hours apart (HoursCell marks those).
  const shownHours = (r: WeekRowT, c: number): number => {
    const date = view.dates[c] ?? '';
    const typed = saving[cellKey(r.key, date)];
    return typed === undefined ? countedHours(r.cells[c]) : Number(typed);
  };

  const startEdit = (r: number, c: number, text?: string) => {
    const target = rows[r];
    if (!target) return;
    if (!target.editable) {
      notifyError(t('grid.notEditable'), t('grid.notEditableMessage'));
      return;
    }
    // The editor starts from the exact hours (up to 4 decimals), not the rounded display.
    const hours = shownHours(target, c);
    setEdit({ row: r, col: c, text: text ?? (hours === 0 ? '' : String(hours)) });
  };

  const setEdit = (next: Editing | null) => {
    editingRef.current = next;
    setEditing(next);
  };

  /** The hours typed, or null after showing why they are not hours. */
  const check = (r: number, c: number, text: string): TypedHours | null => {
    const typed = text.trim() === '' ? NO_HOURS : parseHours(text);
    // Synced hours stay (the PSA API cannot change them): the typed day total must hold them.
    const target = rows[r];
    const locked = target?.cells[c]?.lockedHours ?? 0;
    const unchanged =
      typed !== null && target !== undefined && typed.units === unitsOfHours(shownHours(target, c));
    const inRange =
      typed !== null && typed.units <= MAX_DAY_UNITS && typed.units >= (unitsOfHours(locked) ?? 0);
    if (typed !== null && (unchanged || inRange)) return typed;
    setEdit({
      row: r,
      col: c,
      text,
      error:
        typed === null
          ? t('grid.typeHours')
          : locked > 0
            ? t('grid.lockedRange', { hours: formatHours(locked) })
            : t('grid.atMost24'),
    });
    return null;
  };

  const save = async (r: number, c: number, typed: TypedHours): Promise<void> => {
    const target = rows[r];
    const date = view.dates[c];
    setEdit(null);
    if (!target || !date || target.contractLineId === null || target.roleId === null) return;
    if (typed.units === unitsOfHours(shownHours(target, c))) return;
    const key = { projectId: target.projectId, contractLineId: target.contractLineId, roleId: target.roleId };
    try {
      onOutcome(await useWeek.getState().setCell(target.key, key, date, typed.text));
    } catch (err) {
      notifyError(t('grid.notSaved'), errorMessage(err));
    }
  };

  const onCellKey = (e: KeyboardEvent, r: number, c: number) => {
    const move = MOVES[e.key];
    if (move) {
      e.preventDefault();
      moveTo(r + move[0], c + move[1]);
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      moveTo(r, e.key === 'Home' ? 0 : 6);
    } else if (e.key === 'Enter' || e.key === 'F2') {
      e.preventDefault();
      startEdit(r, c);
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      const target = rows[r];
      if (target?.editable && shownHours(target, c) !== 0) void save(r, c, NO_HOURS);
    } else if ((e.key === 'n' || e.key === 'N') && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      openNote(r, c);
    } else if (/^[0-9.,:]$/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      startEdit(r, c, e.key);
    }
  };

  /** The note of a cell's last unsent entry; a cell without one says why it takes no note. */
  const openNote = (r: number, c: number) => {
    const target = rows[r];
    const date = view.dates[c];
    if (!target || !date) return;
    const unsent = view.entries.filter(
      (e) =>
        e.date === date &&
        e.editable &&
        e.projectId === target.projectId &&
        e.contractLineId === target.contractLineId &&
        e.roleId === target.roleId,
    );
    const last = unsent[unsent.length - 1];
    if (!last) {
      notifyError(
        t('grid.noNote'),
        shownHours(target, c) === 0 ? t('grid.noNoteEmpty') : t('grid.noNoteSynced'),
      );
      return;
    }
    setNote({ row: r, col: c, text: last.description ?? '' });
  };

  const saveNote = (text: string) => {
    const n = note;
    const target = n ? rows[n.row] : undefined;
    const date = n ? view.dates[n.col] : undefined;
    setNote(null);
    wantFocus.current = true;
    if (!n || !target || !date || target.contractLineId === null || target.roleId === null) return;
    if (text === n.text) return;
    const key = { projectId: target.projectId, contractLineId: target.contractLineId, roleId: target.roleId };
    const hours = String(shownHours(target, n.col));
    void useWeek.getState().setCell(target.key, key, date, hours, undefined, text).then(onOutcome);
  };

  const onEditorKey = (e: KeyboardEvent<HTMLInputElement>, r: number, c: number) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      wantFocus.current = true;
      setEdit(null);
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      const typed = check(r, c, e.currentTarget.value);
      if (typed === null) return;
      moveTo(r, c + (e.key === 'Tab' && e.shiftKey ? -1 : 1));
      void save(r, c, typed);
    }
  };

  return (
    <div className={classes.gridWrap}>
      <table
        role="grid"
        aria-label={t('grid.label', { day: longDay(view.weekStart) })}
        className={classes.grid}
        data-week={view.weekStart}
        aria-rowcount={rows.length + (view.weekUnsynced > 0 ? 3 : 2)}
      >
        <thead>
          <tr>
            <th scope="col" className={classes.rowHead}>
              {t('grid.rowHead')}
            </th>
            {view.dates.map((d) => (
              <th
                key={d}
                scope="col"
                className={d === today ? classes.today : undefined}
                aria-current={d === today ? 'date' : undefined}
              >
                {dayLabel(d)}
              </th>
            ))}
            <th scope="col" className={classes.total}>
              {t('common:total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, ri) => (
            <tr key={r.key} className={ri === row ? classes.activeRow : undefined} data-row-key={r.key}>
              <th scope="row" className={classes.rowHead}>
                <div className={classes.rowName}>
                  <Text size="sm" fw={500} truncate title={r.projectName}>
                    {r.projectName}
                  </Text>
                  {r.pinned && r.total === 0 && <RemoveRow row={r} />}
                </div>
                <Text size="xs" c="dimmed" truncate>
                  {rowLabel(r)}
                </Text>
              </th>
              {view.dates.map((d, ci) => {
                const key = cellKey(r.key, d);
                const isEditing = editing?.row === ri && editing.col === ci;
                return (
                  <HoursCell
                    key={d}
                    ref={(el) => {
                      if (el) cells.current.set(`${ri}:${ci}`, el);
                      else cells.current.delete(`${ri}:${ci}`);
                    }}
                    label={`${longDay(d)}, ${r.projectName}, ${rowLabel(r)}`}
                    cell={r.cells[ci]}
                    hours={shownHours(r, ci)}
                    saving={saving[key] !== undefined}
                    failed={cellError?.key === key}
                    today={d === today}
                    active={ri === row && ci === col}
                    editing={isEditing ? editing : null}
                    errorId={refused?.key === key ? CELL_ERROR_ID : undefined}
                    onFocus={() => useWeek.getState().setActive(ri, ci)}
                    onKeyDown={(e) => onCellKey(e, ri, ci)}
                    onDoubleClick={() => startEdit(ri, ci)}
                    onEditText={(text) => setEdit({ row: ri, col: ci, text })}
                    onEditorKey={(e) => onEditorKey(e, ri, ci)}
                    onEditorBlur={(text) => {
                      // Leaving the field by mouse saves too; Enter/Tab/Escape already ended the edit.
                      const now = editingRef.current;
                      if (!now || now.row !== ri || now.col !== ci) return;
                      const typed = check(ri, ci, text);
                      if (typed !== null) void save(ri, ci, typed);
                    }}
                  />
                );
              })}
              <td className={classes.total} data-testid={`row-total-${r.key}`}>
                {formatHours(r.total)}
              </td>
            </tr>
          ))}
        </tbody>
        <WeekTotals view={view} today={today} />
      </table>
      <CellErrorRow where={refused?.where ?? null} message={refused?.message ?? null} />
      {editing && rows[editing.row] && (
        <CellBudgetHint
          projectId={rows[editing.row]!.projectId}
          text={editing.text}
          current={shownHours(rows[editing.row]!, editing.col)}
          where={`${longDay(view.dates[editing.col] ?? '')}, ${rows[editing.row]!.projectName}`}
        />
      )}
      {note && (
        <CellNote
          key={`${note.row}:${note.col}`}
          label={`${longDay(view.dates[note.col] ?? '')}, ${rows[note.row]?.projectName ?? ''}, ${rows[note.row] ? rowLabel(rows[note.row]!) : ''}`}
          initial={note.text}
          onSave={saveNote}
          onCancel={() => {
            wantFocus.current = true;
            setNote(null);
          }}
        />
      )}
      {cellAsks && (
        <ConfirmChecks
          asks={cellAsks.asks}
          onConfirm={() => {
            const a = cellAsks;
            wantFocus.current = true;
            void useWeek
              .getState()
              .setCell(a.rowKey, a.key, a.date, a.hours, confirmCodes(a.asks))
              .then(onOutcome);
          }}
          onCancel={() => {
            wantFocus.current = true;
            useWeek.setState({ cellAsks: null });
          }}
        />
      )}
    </div>
  );
}
