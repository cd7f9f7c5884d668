import { Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { ProjectViewT } from '../../../../shared/app/views';
import { SyncStateBadge } from '../../components/SyncStateBadge';
import classes from './Projects.module.css';

const ROW_HEIGHT = 40;
/** The start-up benchmark (npm run bench:startup) waits for this performance mark. */
export const FIRST_ROW_MARK = 'psa:first-project-row';
let firstRowMarked = false;
const PAGE = 10;

interface Props {
  items: ProjectViewT[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

function Header() {
  return (
    <div className={`${classes.row} ${classes.header}`} aria-hidden>
      <span>Name</span>
      <span>Number</span>
      <span>Company</span>
      <span>Stage</span>
      <span>Manager</span>
      <span title="Currency">Cur.</span>
      <span>Sync</span>
    </div>
  );
}

/** The project list: a virtualized listbox (thousands of rows stay fast), arrows move the selection. */
export function ProjectList({ items, selectedId, onSelect }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    // Rows in the very first render, before the list has been measured (the first screen waits on it).
    initialRect: { width: 0, height: typeof window === 'undefined' ? 800 : window.innerHeight },
  });
  const selectedIndex = selectedId === null ? -1 : items.findIndex((p) => p.id === selectedId);

  const rendered = virtualizer.getVirtualItems().length;
  useEffect(() => {
    if (firstRowMarked || rendered === 0) return;
    firstRowMarked = true;
    performance.mark(FIRST_ROW_MARK);
  }, [rendered]);

  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedIndex, virtualizer]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (items.length === 0) return;
    const moves: Record<string, number> = {
      ArrowDown: selectedIndex + 1,
      ArrowUp: selectedIndex - 1,
      PageDown: selectedIndex + PAGE,
      PageUp: selectedIndex - PAGE,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[e.key];
    if (target === undefined) return;
    e.preventDefault();
    const next = items[Math.max(0, Math.min(items.length - 1, target))];
    if (next) onSelect(next.id);
  };

  return (
    <div className={classes.table}>
      <Header />
      <div
        ref={scrollRef}
        className={classes.scroll}
        role="listbox"
        aria-label="Projects"
        tabIndex={0}
        onKeyDown={onKeyDown}
        aria-activedescendant={selectedIndex >= 0 ? `project-row-${selectedId}` : undefined}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((row) => {
            const p = items[row.index];
            if (!p) return null;
            return (
              <div
                key={p.id}
                id={`project-row-${p.id}`}
                role="option"
                aria-selected={p.id === selectedId}
                className={classes.row}
                style={{ transform: `translateY(${row.start}px)`, height: row.size }}
                onClick={() => onSelect(p.id)}
              >
                <Text span size="sm" fw={500} truncate>
                  {p.name}
                </Text>
                <Text span size="sm" c="dimmed" truncate>
                  {p.number ?? ''}
                </Text>
                <Text span size="sm" truncate>
                  {p.companyName ?? ''}
                </Text>
                <Text span size="sm" truncate>
                  {p.stage}
                </Text>
                <Text span size="sm" truncate>
                  {p.managerName ?? ''}
                </Text>
                <Text span size="sm" c="dimmed">
                  {p.currency}
                </Text>
                <span>
                  <SyncStateBadge state={p.syncState} />
                </span>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
