import { Group, Kbd, Loader, Modal, Text, TextInput } from '@mantine/core';
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRecordHeading } from '../../components/record-focus';
import { errorMessage } from '../../contract/client';
import { i18n } from '../../i18n';
import { notifyError } from '../../models/notify';
import { hotkeyText } from './keys';
import { openHit } from './open-hit';
import { usePaletteGroups, type PaletteItem } from './results';
import { usePalette } from './store';
import type { Command } from './types';
import classes from './Palette.module.css';

const LIST_ID = 'command-palette-results';
const optionId = (i: number) => `command-palette-option-${i}`;
/** The keys the palette's foot names (key names stay as the keyboard writes them). */
const FOOTER_KEYS = [
  ['↑↓', 'move'],
  ['Enter', 'open'],
  ['Esc', 'close'],
] as const;
const HELP_KEY = '?';

/**
 * Runs a row after the palette closed: an action (the focus goes back where it was), or a record
 * opened in its section with the keyboard on its heading (where the user goes on from).
 */
function runItem(item: PaletteItem): void {
  const hit = item.hit;
  usePalette.getState().setPalette(false, !hit);
  if (hit)
    openHit(hit).then(
      () => focusRecordHeading(hit.kind, hit.id),
      (err: unknown) =>
        notifyError(i18n.t('palette:palette.notOpened', { title: item.title }), errorMessage(err)),
    );
  else item.command?.run();
}

/** The grouped rows as a listbox the text field drives (aria-activedescendant); rows are clickable too. */
function usePaletteList(text: string, commands: Command[]) {
  const { groups, error, searching } = usePaletteGroups(text, commands);
  const { t } = useTranslation('palette');
  const items = groups.flatMap((g) => g.items);
  const [moved, setMoved] = useState({ text, index: 0 });
  // A new text starts at the first row.
  const current = moved.text === text ? Math.min(moved.index, Math.max(items.length - 1, 0)) : 0;
  useEffect(() => {
    document.getElementById(optionId(current))?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      if (items.length > 0) setMoved({ text, index: (current + step + items.length) % items.length });
    } else if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      e.preventDefault();
      const item = items[current];
      if (item) runItem(item);
    }
  };

  let index = 0;
  const list: ReactNode = (
    <>
      <div id={LIST_ID} role="listbox" aria-label={t('palette.results')} className={classes.list}>
        {groups.map((g) => (
          <div key={g.group} role="group" aria-label={t(`groups.${g.group}`)}>
            <div className={classes.group} aria-hidden>
              {t(`groups.${g.group}`)}
            </div>
            {g.items.map((item) => {
              const i = index++;
              return (
                <div
                  key={item.key}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === current}
                  className={classes.option}
                  onMouseMove={() => i !== current && setMoved({ text, index: i })}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => runItem(item)}
                >
                  <span className={classes.title} title={item.title}>
                    {item.title}
                  </span>
                  <span className={classes.detail} title={item.detail ?? undefined}>
                    {item.detail}
                  </span>
                  {item.hotkey && <Kbd size="xs">{hotkeyText(item.hotkey)}</Kbd>}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {items.length === 0 && (
        <Text size="sm" c="dimmed" px="md" py="sm" role="status">
          {searching ? t('palette.searching') : t('palette.nothingMatches', { text: text.trim() })}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red" px="md" py="xs" role="alert">
          {t('palette.searchFailed', { error })}
        </Text>
      )}
    </>
  );
  return { list, onKeyDown, searching, activeId: items.length > 0 ? optionId(current) : undefined };
}

function PaletteBody({ commands }: { commands: Command[] }) {
  const [text, setText] = useState('');
  const { list, onKeyDown, searching, activeId } = usePaletteList(text, commands);
  const { t } = useTranslation('palette');
  return (
    <>
      <TextInput
        data-autofocus
        // Focused as it mounts, in the same task as the keys that opened it: what the user types
        // right after Ctrl+K must land here, not in the field behind.
        autoFocus
        size="md"
        variant="unstyled"
        px="md"
        placeholder={t('palette.placeholder')}
        aria-label={t('palette.title')}
        role="combobox"
        aria-expanded
        aria-controls={LIST_ID}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        rightSection={searching ? <Loader size="xs" /> : null}
        className={classes.input}
      />
      {list}
      <Group gap="md" className={classes.footer}>
        {FOOTER_KEYS.map(([k, what]) => (
          <Text key={k} size="xs" c="dimmed">
            <Kbd size="xs">{k}</Kbd> {t(`hints.${what}`)}
          </Text>
        ))}
        <Text size="xs" c="dimmed" ml="auto">
          <Kbd size="xs">{HELP_KEY}</Kbd> {t('hints.allShortcuts')}
        </Text>
      </Group>
    </>
  );
}

/**
 * The command palette (Ctrl/Cmd+K): type to find a project, company, contact or invoice or an
 * action; ↑/↓ move, Enter opens, Escape closes and gives the focus back where it was.
 */
export function CommandPalette({ commands }: { commands: Command[] }) {
  const opened = usePalette((s) => s.palette);
  const setPalette = usePalette((s) => s.setPalette);
  const { t } = useTranslation('palette');
  return (
    <Modal
      opened={opened}
      onClose={() => setPalette(false)}
      title={t('palette.title')}
      size="lg"
      yOffset="12dvh"
      padding={0}
      // The store gives the focus back (it notes where it was before the palette takes it).
      returnFocus={false}
      // No opening animation: the focus moves into the palette at once (see autoFocus).
      transitionProps={{ duration: 0 }}
      styles={{
        header: { padding: '10px 16px 0', minHeight: 0 },
        title: {
          fontSize: 'var(--mantine-font-size-xs)',
          color: 'var(--mantine-color-dimmed)',
          fontWeight: 600,
          textTransform: 'uppercase',
          letterSpacing: '0.04em',
        },
      }}
    >
      {/* Mounted while open only: each opening starts with an empty text. */}
      {opened && <PaletteBody commands={commands} />}
    </Modal>
  );
}
