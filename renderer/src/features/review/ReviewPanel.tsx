import { Alert, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigation } from '../../models/navigation';
import { useSettings } from '../settings/store';
import { useSync } from '../sync/store';
import { syncNowAndReport } from '../sync/sync-now';
import { Budgets } from './Budgets';
import { EntriesDrawer } from './EntriesDrawer';
import { ReadyToInvoice } from './ReadyToInvoice';
import { ReviewedProjects } from './ReviewedProjects';
import { TeamWeek } from './TeamWeek';
import { useReview, type ReviewTab } from './store';
import classes from './Review.module.css';

/** Why there is no review here: offline only, or a remote without a signed-in account; null when fine. */
function useNoRemote(): string | null {
  const { t } = useTranslation('review');
  const settings = useSettings((s) => s.settings);
  if (!settings) return null;
  if (settings.mode === 'offline' || settings.mode === 'unset') return t('panel.offline');
  if (settings.mode === 'remote' && !settings.hasToken && !settings.signIn) return t('panel.signedOut');
  return null;
}

/**
 * The review's sync buttons: Full refresh pulls every reviewed project's entries again (approvals,
 * invoices). While a sync runs they say so and ignore presses but stay focusable (a disabled
 * button would drop the keyboard focus to the page).
 */
function SyncButtons() {
  const { t } = useTranslation('review');
  const running = useSync((s) => s.running);
  const unlessRunning = (run: () => void) => () => {
    if (!running) run();
  };
  return (
    <Group gap="xs" wrap="nowrap" className={classes.fixed}>
      <Button
        variant="default"
        aria-disabled={running}
        onClick={unlessRunning(() => void syncNowAndReport({ full: true }))}
        title={t('panel.fullRefreshTitle')}
      >
        {t('panel.fullRefresh')}
      </Button>
      <Button
        variant="default"
        aria-disabled={running}
        onClick={unlessRunning(() => void syncNowAndReport())}
      >
        {running ? t('panel.syncing') : t('panel.syncNow')}
      </Button>
    </Group>
  );
}

/** The team review (issue 14): the team's week on the projects I review, what is ready to invoice, budgets. */
export default function ReviewPanel() {
  const { t } = useTranslation('review');
  const noRemote = useNoRemote();
  const tab = useReview((s) => s.tab);
  const reviewed = useReview((s) => s.reviewed);
  const error = useReview((s) => s.error);
  useEffect(() => {
    if (!noRemote) void useReview.getState().load();
  }, [noRemote]);

  const header = (
    <Group justify="space-between" gap="xs" className={classes.row}>
      <Title order={2} size="h3" className={classes.nowrap}>
        {t('panel.title')}
      </Title>
      {!noRemote && (
        <Group gap="xs" className={classes.row}>
          <ReviewedProjects />
          <SyncButtons />
        </Group>
      )}
    </Group>
  );
  if (noRemote)
    return (
      <Stack gap="md" maw={720}>
        {header}
        <Alert color="gray" title={t('panel.noRemote')} data-testid="review-no-remote">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{noRemote}</Text>
            <Button variant="light" onClick={() => useNavigation.getState().go('settings')}>
              {t('panel.openSettings')}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );

  return (
    <Stack gap="sm" className={classes.panel}>
      {header}
      {error && (
        <Alert color="red" title={t('panel.failed')}>
          {error}
        </Alert>
      )}
      {reviewed?.length === 0 ? (
        <Alert color="blue" variant="light" title={t('panel.emptyTitle')} data-testid="review-empty">
          <Trans t={t} i18nKey="panel.empty" components={{ b: <b /> }} />
        </Alert>
      ) : (
        <Tabs
          value={tab}
          onChange={(v) => v && useReview.getState().setTab(v as ReviewTab)}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="week">{t('panel.week')}</Tabs.Tab>
            <Tabs.Tab value="ready">{t('panel.ready')}</Tabs.Tab>
            <Tabs.Tab value="budgets">{t('panel.budgets')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="week" pt="sm">
            <TeamWeek />
          </Tabs.Panel>
          <Tabs.Panel value="ready" pt="sm">
            <ReadyToInvoice />
          </Tabs.Panel>
          <Tabs.Panel value="budgets" pt="sm">
            <Budgets />
          </Tabs.Panel>
        </Tabs>
      )}
      <EntriesDrawer />
    </Stack>
  );
}
