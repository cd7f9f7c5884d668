import type { KeyboardEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { WeekCellT } from '../../../../shared/app/channels/week';
import type { SyncStateT } from '../../../../shared/app/views';
import { formatHours } from '../../components/format';
import classes from './Week.module.css';

interface Props {
  ref: Ref<HTMLTableCellElement>;
  label: string;
  cell: WeekCellT | undefined;
  /** What to show: the core's hours, or typed hours on their way. */
  hours: number;
  saving: boolean;
  failed: boolean;
  today: boolean;
  active: boolean;
  editing: { text: string; error?: string } | null;
  /** The id of the message under the grid that says why this cell was refused, if it was. */
  errorId: string | undefined;
  onFocus: () => void;
  onKeyDown: (e: KeyboardEvent) => void;
  onDoubleClick: () => void;
  onEditText: (text: string) => void;
  onEditorKey: (e: KeyboardEvent<HTMLInputElement>) => void;
  onEditorBlur: (text: string) => void;
}

/** The state a cell's dot shows: the gravest of its entries' (synced shows none). */
function gravest(states: readonly SyncStateT[]): SyncStateT | null {
  for (const s of ['rejected', 'sending', 'pending', 'held'] as const) if (states.includes(s)) return s;
  return null;
}

/**
 * One day of one row: its hours, a dot for unsent or rejected entries, and the editor while typing.
 * A refused cell (and its editor) points at the message under the grid by aria-describedby.
 */
export function HoursCell(p: Props) {
  const { t } = useTranslation('week');
  const states = p.cell?.states ?? [];
  // Only rejected entries here: the hours stay visible to be fixed, but no total counts them.
  const notCounted = (p.cell?.hours ?? 0) > 0 && states.length > 0 && states.every((s) => s === 'rejected');
  // Rejected hours beside counted ones: the cell shows what counts and marks this part apart.
  const rejectedPart = notCounted ? 0 : (p.cell?.rejectedHours ?? 0);
  const dot = p.saving ? 'pending' : gravest(states);
  const locked = (p.cell?.lockedHours ?? 0) > 0;
  const summary = [
    p.hours === 0 ? t('cell.noHours') : t('cell.hours', { hours: formatHours(p.hours) }),
    ...states.map((s) => t(`cell.state.${s}`)),
    notCounted ? t('cell.notCounted') : null,
    rejectedPart > 0 ? t('cell.rejectedPart', { hours: formatHours(rejectedPart) }) : null,
    locked ? t('cell.readOnlyHours', { hours: formatHours(p.cell?.lockedHours ?? 0) }) : null,
    p.saving ? t('cell.saving') : null,
  ]
    .filter(Boolean)
    .join(', ');
  const className = [
    classes.cell,
    p.today ? classes.today : '',
    p.active ? classes.active : '',
    p.failed || p.editing?.error ? classes.failed : '',
  ].join(' ');

  return (
    <td
      ref={p.ref}
      role="gridcell"
      tabIndex={p.active ? 0 : -1}
      aria-label={`${p.label}: ${summary}`}
      aria-selected={p.active}
      aria-invalid={p.errorId ? true : undefined}
      aria-describedby={p.errorId}
      data-states={states.join(' ')}
      className={className}
      onFocus={p.onFocus}
      onKeyDown={p.editing ? undefined : p.onKeyDown}
      onDoubleClick={p.onDoubleClick}
      title={
        notCounted || rejectedPart > 0
          ? t('cell.notCountedTitle')
          : locked
            ? t('cell.lockedTitle')
            : undefined
      }
    >
      {p.editing ? (
        <input
          className={classes.editor}
          aria-label={t('cell.editor', { cell: p.label })}
          aria-invalid={p.errorId ? true : undefined}
          aria-describedby={p.errorId}
          value={p.editing.text}
          inputMode="decimal"
          // Typing here sets the day's total: synced hours stay, the difference becomes a new entry.
          title={locked ? t('cell.lockedTitle') : undefined}
          autoFocus
          onFocus={(e) => {
            if (p.editing && p.editing.text.length > 1) e.currentTarget.select();
          }}
          onChange={(e) => p.onEditText(e.currentTarget.value)}
          onKeyDown={p.onEditorKey}
          onBlur={(e) => p.onEditorBlur(e.currentTarget.value)}
        />
      ) : (
        <span className={p.saving ? classes.saving : notCounted ? classes.notCounted : undefined}>
          {p.hours === 0 ? '' : formatHours(p.hours)}
        </span>
      )}
      {notCounted && !p.editing && (
        <span className={classes.notCountedNote} aria-hidden>
          {t('cell.notCountedShort')}
        </span>
      )}
      {rejectedPart > 0 && !p.editing && (
        <span className={classes.notCountedNote} aria-hidden>
          {t('cell.rejectedPartShort', { hours: formatHours(rejectedPart) })}
        </span>
      )}
      {dot && !p.editing && <span className={`${classes.dot} ${classes[dot]}`} aria-hidden />}
    </td>
  );
}
