import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './Columns.module.css';

/** Arrow keys move a column edge by this many px; with Shift by the larger step. */
export const STEP = 16;
export const BIG_STEP = 64;

interface Props {
  /** The column's name as its header shows it. */
  name: string;
  /** The column's width now, in px. */
  value: number;
  min: number;
  max: number;
  /** The column's rendered width, where a drag starts from. */
  measure: () => number;
  /** A new width; `done` at the end of a drag or for a key (then it is remembered). */
  onResize: (px: number, done: boolean) => void;
  /** Back to the width that fits the content. */
  onReset: () => void;
}

/**
 * The drag handle on a header cell's right edge: a focusable separator (WCAG: operable by
 * keyboard, ← → by 16 px, Shift by 64, Home/End to the limits, Enter or a double-click resets),
 * 24 px wide for the pointer (WCAG 2.5.8) though drawn as a thin line.
 */
export function ColumnResizer({ name, value, min, max, measure, onResize, onReset }: Props) {
  const { t } = useTranslation('common');
  const drag = useRef<{ x: number; width: number } | null>(null);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? BIG_STEP : STEP;
    const moves: Record<string, number> = {
      ArrowLeft: value - step,
      ArrowRight: value + step,
      Home: min,
      End: max,
    };
    const target = moves[e.key];
    if (e.key === 'Enter') onReset();
    else if (target !== undefined) onResize(target, true);
    else return;
    e.preventDefault();
    e.stopPropagation();
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    e.preventDefault(); // no text selection while dragging
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { x: e.clientX, width: measure() };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current) onResize(drag.current.width + e.clientX - drag.current.x, false);
  };
  const onPointerEnd = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    onResize(drag.current.width + e.clientX - drag.current.x, true);
    drag.current = null;
  };

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={t('columns.resize', { column: name })}
      title={t('columns.resizeHint')}
      aria-valuenow={Math.round(value)}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      className={classes.resizer}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onDoubleClick={onReset}
    />
  );
}
