import { Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectViewT } from '../../../../shared/app/views';
import { isProvisionalId } from '../../../../shared/provisional';
import { useDensityTokens, useRemeasure } from '../../models/density';
import { SyncStateBadge } from '../../components/SyncStateBadge';
import { ResizableHeader, type HeaderColumn } from '../../components/columns/ResizableHeader';
import list from '../../components/VirtualList.module.css';
import { useListKeys } from '../../components/useListKeys';
import classes from './Projects.module.css';
import { stageName } from './stage-name';

/** The start-up benchmark (npm run bench:startup) waits for this performance mark. */
export const FIRST_ROW_MARK = 'psa:first-project-row';
let firstRowMarked = false;

interface Props {
  items: ProjectViewT[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The columns: name and company can be resized; the manager column takes what is left. */
function Header() {
  const { t } = useTranslation('projects');
  const columns: HeaderColumn[] = [
    {
      id: 'name',
      track: 'minmax(140px, 3fr)',
      resize: { min: 140, max: 560 },
      title: t('columns.name'),
      name: t('columns.name'),
    },
    { id: 'number', track: '88px', title: t('columns.number') },
    {
      id: 'company',
      track: 'minmax(90px, 2fr)',
      resize: { min: 90, max: 480 },
      title: t('columns.company'),
      name: t('columns.company'),
    },
    { id: 'stage', track: '84px', title: t('columns.stage') },
    { id: 'manager', track: 'minmax(90px, 1.4fr)', title: t('columns.manager') },
    { id: 'currency', track: '44px', title: t('columns.currencyShort'), hint: t('columns.currency') },
    { id: 'sync', track: '92px', title: t('columns.sync') },
  ];
  return (
    <ResizableHeader
      tableId="projects"
      columns={columns}
      className={`${list.row} ${list.header} ${classes.columns}`}
    />
  );
}

/** The project list: a virtualized listbox (thousands of rows stay fast), arrows move the selection. */
export function ProjectList({ items, selectedId, onSelect }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { t } = useTranslation(['projects', 'common']);
  // Row height from the density setting (density.ts); the list re-lays out when it changes.
  const rowHeight = useDensityTokens().listRow;
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    // Rows in the very first render, before the list has been measured (the first screen waits on it).
    initialRect: { width: 0, height: typeof window === 'undefined' ? 800 : window.innerHeight },
  });

  useRemeasure(virtualizer, rowHeight);

  const rendered = virtualizer.getVirtualItems().length;
  useEffect(() => {
    if (firstRowMarked || rendered === 0) return;
    firstRowMarked = true;
    performance.mark(FIRST_ROW_MARK);
  }, [rendered]);

  const { selectedIndex, onKeyDown } = useListKeys(items, selectedId, onSelect, virtualizer);

  return (
    <div className={list.table}>
      <Header />
      <div
        ref={scrollRef}
        className={list.scroll}
        role="listbox"
        aria-label={t('panel.title')}
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
                className={`${list.row} ${classes.columns}`}
                style={{ transform: `translateY(${row.start}px)`, height: row.size }}
                onClick={() => onSelect(p.id)}
              >
                <Text span size="sm" fw={500} truncate>
                  {p.name}
                </Text>
                <Text span size="sm" c="dimmed" truncate>
                  {p.number ??
                    (p.syncState === 'local'
                      ? t('common:state.local')
                      : isProvisionalId(p.id)
                        ? t('common:notSyncedYet')
                        : '')}
                </Text>
                <Text span size="sm" truncate>
                  {p.companyName ?? ''}
                </Text>
                <Text span size="sm" truncate>
                  {stageName(p.stage)}
                </Text>
                <Text span size="sm" truncate>
                  {p.managerName ?? ''}
                </Text>
                <Text span size="sm" c="dimmed">
                  {p.currency}
                </Text>
                <span>
                  <SyncStateBadge state={p.syncState} id={p.id} />
                </span>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
