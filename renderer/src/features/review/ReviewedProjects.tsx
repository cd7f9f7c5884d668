import { Alert, Button, Group, Popover, Select, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../models/notify';
import { syncNowAndReport } from '../sync/sync-now';
import { useReview } from './store';
import classes from './Review.module.css';

/** A project's name with its number and customer, as the picker offers it. */
function labelOf(p: { name: string; number: string | null; companyName: string | null }): string {
  return [p.number, p.name].filter(Boolean).join(' ') + (p.companyName ? ` (${p.companyName})` : '');
}

/**
 * "Projects I review": the reviewed projects with a Remove action each, and an "Add project" picker
 * over every synced project. An added project's team data arrives with the next sync.
 */
export function ReviewedProjects() {
  const { t } = useTranslation(['review', 'common']);
  const reviewed = useReview((s) => s.reviewed) ?? [];
  const candidates = useReview((s) => s.candidates);
  const mark = useReview((s) => s.mark);
  const [opened, setOpened] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const [search, setSearch] = useState('');

  const change = async (projectId: string, on: boolean, name: string) => {
    const problem = await mark(projectId, on);
    if (problem) notifyError(on ? t('reviewed.notAdded') : t('reviewed.notRemoved'), problem);
    else setAdded(on ? name : null);
  };
  const offered = (candidates ?? []).filter((p) => !p.reviewed);
  const listRef = useRef<HTMLDivElement>(null);
  // The removed row's button is gone: focus the next row's, else the last one's, else "Add project".
  const focusAfterRemove = (index: number) => {
    const list = listRef.current;
    const buttons = list ? [...list.querySelectorAll<HTMLButtonElement>('button')] : [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    if (next) next.focus();
    else list?.parentElement?.querySelector<HTMLInputElement>('input')?.focus();
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      onOpen={() => void useReview.getState().loadCandidates()}
      position="bottom-end"
      width={420}
      trapFocus
      returnFocus
      shadow="md"
    >
      <Popover.Target>
        <Button variant="default" onClick={() => setOpened((o) => !o)} className={classes.fixed}>
          {t('reviewed.button', { count: reviewed.length })}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('reviewed.title')}>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t('reviewed.title')}
          </Text>
          {reviewed.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('reviewed.none')}
            </Text>
          )}
          <Stack gap={4} className={classes.reviewedList} data-testid="reviewed-projects" ref={listRef}>
            {reviewed.map((p, i) => (
              <Group key={p.id} justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" truncate title={labelOf(p)}>
                  {p.name}
                  {p.managed && (
                    <Text span size="xs" c="dimmed">
                      {t('reviewed.managed')}
                    </Text>
                  )}
                </Text>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  aria-label={t('reviewed.removeLabel', { name: p.name })}
                  onClick={() =>
                    void change(p.id, false, p.name).then(() =>
                      requestAnimationFrame(() => focusAfterRemove(i)),
                    )
                  }
                  className={classes.fixed}
                >
                  {t('reviewed.remove')}
                </Button>
              </Group>
            ))}
          </Stack>
          <Select
            label={t('reviewed.add')}
            placeholder={candidates === null ? t('common:loading') : t('reviewed.search')}
            data={offered.map((p) => ({ value: p.id, label: labelOf(p) }))}
            value={null}
            searchValue={search}
            onSearchChange={setSearch}
            onChange={(id) => {
              const p = offered.find((o) => o.id === id);
              // Ready for the next one: the picked project moves to the list above.
              setSearch('');
              if (p) void change(p.id, true, p.name);
            }}
            searchable
            nothingFoundMessage={t('reviewed.noMatch')}
            comboboxProps={{ withinPortal: false }}
            maxDropdownHeight={220}
          />
          {added && (
            <Alert color="blue" variant="light" p="xs" data-testid="review-added">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">{t('reviewed.added', { name: added })}</Text>
                <Button size="compact-sm" onClick={() => void syncNowAndReport()} className={classes.fixed}>
                  {t('panel.syncNow')}
                </Button>
              </Group>
            </Alert>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
