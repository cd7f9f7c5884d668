import { Kbd, Modal, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../settings/store';
import { acceleratorText } from './accelerator-text';
import { hotkeyText, PALETTE_KEYS } from './keys';
import { usePalette } from './store';
import type { Command, KeyHelp } from './types';
import classes from './Palette.module.css';

function KeyRows({ rows }: { rows: KeyHelp[] }) {
  return rows.map((r) => (
    <Table.Tr key={r.label}>
      <Table.Td>{r.label}</Table.Td>
      <Table.Td className={classes.keys}>
        {r.keys.map((k, i) => (
          <Fragment key={k}>
            {i > 0 && ' '}
            <Kbd size="sm">{k}</Kbd>
          </Fragment>
        ))}
      </Table.Td>
    </Table.Tr>
  ));
}

/**
 * The keyboard shortcuts (`?` outside a text field): the shell's commands that have keys, read
 * from the table the shell binds them from, then the palette's own keys. Escape closes it.
 */
export function ShortcutsHelp({ commands }: { commands: Command[] }) {
  const opened = usePalette((s) => s.help);
  const setHelp = usePalette((s) => s.setHelp);
  const { t } = useTranslation(['palette', 'settings']);
  const desktop = useSettings((s) => s.settings?.desktop);
  // The global shortcuts of Settings › Desktop as set (none when emptied); only the desktop app has them.
  const global: KeyHelp[] = desktop
    ? [
        { keys: desktop.shortcutTimer, label: t('settings:desktop.timer') },
        { keys: desktop.shortcutQuickEntry, label: t('settings:desktop.quickEntry') },
      ]
        .filter((k) => k.keys.trim() !== '')
        .map((k) => ({ keys: [acceleratorText(k.keys)], label: k.label }))
    : [];
  const rowOf = (c: Command): KeyHelp[] =>
    c.keys
      ? [{ keys: c.keys, label: c.label }]
      : c.hotkey
        ? [{ keys: [hotkeyText(c.hotkey)], label: c.label }]
        : [];
  const shell = commands.filter((c) => c.where === undefined).flatMap(rowOf);
  // Keys of one part of the app (the week grid), under its heading, in the table's order.
  const places = [...new Set(commands.flatMap((c) => c.where ?? []))];
  return (
    <Modal
      opened={opened}
      onClose={() => setHelp(false)}
      title={t('help.title')}
      size="md"
      returnFocus
      transitionProps={{ duration: 0 }}
    >
      <Table verticalSpacing={4} aria-label={t('help.title')}>
        <Table.Tbody>
          <KeyRows rows={shell} />
        </Table.Tbody>
      </Table>
      {places.map((where) => (
        <Fragment key={where}>
          <Text size="sm" fw={600} mt="md" mb={4}>
            {where}
          </Text>
          <Table verticalSpacing={4} aria-label={t('help.keysOf', { where })}>
            <Table.Tbody>
              <KeyRows rows={commands.filter((c) => c.where === where).flatMap(rowOf)} />
            </Table.Tbody>
          </Table>
        </Fragment>
      ))}
      {global.length > 0 && (
        <>
          <Text size="sm" fw={600} mt="md" mb={4}>
            {t('help.global')}
          </Text>
          <Table verticalSpacing={4} aria-label={t('help.globalKeys')}>
            <Table.Tbody>
              <KeyRows rows={global} />
            </Table.Tbody>
          </Table>
        </>
      )}
      <Text size="sm" fw={600} mt="md" mb={4}>
        {t('help.inPalette')}
      </Text>
      <Table verticalSpacing={4} aria-label={t('help.paletteKeys')}>
        <Table.Tbody>
          <KeyRows rows={PALETTE_KEYS.map((k) => ({ keys: k.keys, label: t(`help.${k.label}`) }))} />
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
