import type { Virtualizer } from '@tanstack/react-virtual';
import { useEffect, type KeyboardEvent } from 'react';

const PAGE = 10;

/**
 * Keyboard navigation of a virtualized listbox: arrows, Page Up/Down, Home/End move the selection, and the
 * selected row is scrolled into view. Returns the selected row's index (-1 if none) and the key handler.
 */
export function useListKeys<T extends { id: string }>(
  items: T[],
  selectedId: string | null,
  onSelect: (id: string) => void,
  virtualizer: Virtualizer<HTMLDivElement, Element>,
) {
  const selectedIndex = selectedId === null ? -1 : items.findIndex((x) => x.id === selectedId);

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

  return { selectedIndex, onKeyDown };
}
