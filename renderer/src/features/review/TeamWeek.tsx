import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WeekStepper } from '../../components/WeekStepper';
import { useHotkeys } from '@mantine/hooks';
import { addDays, localDate } from '../../../../shared/app/entry-time';
import { weekNumberOf } from '../../../../shared/app/week-number';
import { rangeLabel } from '../week/dates';
import { DataAge } from './DataAge';
import { Missing } from './Missing';
import { ProjectWeek } from './ProjectWeek';
import { useReview, type StateFilter } from './store';
import classes from './Review.module.css';

// The state filter's values, each also its label's key under week.states.
const STATES: readonly StateFilter[] = ['waitingPm', 'waitingTl', 'ready', 'draft', 'invoiced'];

/** Week navigation as in the week view: buttons and Alt+←/→, Alt+T for this week. */
function WeekNav() {
  const { t } = useTranslation('review');
  const weekStart = useReview((s) => s.weekStart);
  const { goWeeks, goTo } = useReview.getState();
  useHotkeys([
    ['alt+ArrowLeft', () => goWeeks(-1)],
    ['alt+ArrowRight', () => goWeeks(1)],
    ['alt+T', () => goTo(localDate(Date.now()))],
  ]);
  return (
    <Group gap="xs" wrap="nowrap" className={classes.fixed}>
      <WeekStepper onStep={goWeeks} onToday={() => goTo(localDate(Date.now()))} />
      <Title order={3} size="h4" className={classes.nowrap} data-testid="review-week-title">
        {/* Numbered as the Week screen numbers it (a Sunday week: its Monday's ISO week). */}
        {t('week.title', { week: weekNumberOf(weekStart).week })}
      </Title>
      <Text size="sm" c="dimmed" className={classes.nowrap}>
        {rangeLabel(weekStart, addDays(weekStart, 6))}
      </Text>
    </Group>
  );
}

/** The filters: project (of the review), consultant (with hours this week), state. */
function Filters() {
  const { t } = useTranslation('review');
  const filters = useReview((s) => s.filters);
  const reviewed = useReview((s) => s.reviewed) ?? [];
  // The consultants as one string, so a week with the same people does not redraw the Selects
  // (Mantine's Select rebuilds its options on every render: a large part of a week switch).
  const people = useReview((s) =>
    (s.week?.consultants ?? []).map((c) => `${c.accountId}\u0000${c.name}`).join('\u0001'),
  );
  const consultants = useMemo(
    () =>
      people === ''
        ? []
        : people.split('\u0001').map((p) => {
            const [value = '', label = ''] = p.split('\u0000');
            return { value, label };
          }),
    [people],
  );
  const setFilters = useReview((s) => s.setFilters);
  return (
    <Group gap="xs" wrap="nowrap" className={classes.fixed}>
      <Select
        aria-label={t('week.project')}
        placeholder={t('week.allProjects')}
        data={reviewed.map((p) => ({ value: p.id, label: p.name }))}
        value={filters.projectId ?? null}
        onChange={(v) => setFilters({ projectId: v ?? undefined })}
        clearable
        searchable
        w={200}
      />
      <Select
        aria-label={t('week.consultant')}
        placeholder={t('week.allConsultants')}
        data={consultants}
        value={filters.accountId ?? null}
        onChange={(v) => setFilters({ accountId: v ?? undefined })}
        clearable
        searchable
        w={180}
      />
      <Select
        aria-label={t('week.state')}
        placeholder={t('week.anyState')}
        data={STATES.map((value) => ({ value, label: t(`week.states.${value}`) }))}
        value={filters.state ?? null}
        onChange={(v) => setFilters({ state: v ?? undefined })}
        clearable
        w={180}
      />
    </Group>
  );
}

/** The reviewed projects without hours this week, in one line (and those never pulled, named apart). */
function QuietProjects({ projects }: { projects: { id: string; name: string; pulledAt: string | null }[] }) {
  const { t } = useTranslation('review');
  const filtered = useReview((s) => Object.values(s.filters).some((v) => v !== undefined));
  const pulled = projects.filter((p) => p.pulledAt !== null).map((p) => p.name);
  const never = projects.filter((p) => p.pulledAt === null).map((p) => p.name);
  if (projects.length === 0) return null;
  return (
    <Stack gap={4} data-testid="review-quiet">
      {pulled.length > 0 && (
        <Text size="sm" c="dimmed">
          {t(filtered ? 'week.quietFiltered' : 'week.quiet', { projects: pulled.join(', ') })}
        </Text>
      )}
      {never.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('week.notPulled', { projects: never.join(', ') })}
        </Text>
      )}
    </Stack>
  );
}

/** Projects drawn in the first frame of a new week: what a 1280x720 screen shows, and one more. */
const FIRST = 3;

/**
 * How many of `total` items to draw: FIRST at once when `key` changes (a new week or filter), all
 * of them a frame later, so a week switch paints what the screen shows first even with 50 projects.
 */
function useProgressive(key: unknown, total: number): number {
  const [state, setState] = useState({ key, shown: FIRST });
  // A new key resets during this render (not after it), so its first frame draws FIRST only.
  if (state.key !== key) setState({ key, shown: FIRST });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() =>
        setState((s) => (s.key === key ? { key, shown: Number.MAX_SAFE_INTEGER } : s)),
      );
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [key]);
  return Math.min(state.key === key ? state.shown : FIRST, total);
}

/** Team week: per reviewed project each consultant's hours per day, states, and who booked too little. */
export function TeamWeek() {
  const week = useReview((s) => s.week);
  const reviewed = useReview((s) => s.reviewed);
  const booked = useMemo(() => (week?.projects ?? []).filter((p) => p.consultants.length > 0), [week]);
  // The week shown (as it lands) and the filters, not the data object: a sync refreshing the same
  // week keeps every project drawn, so nothing under the keyboard's focus is unmounted for a frame.
  const filters = useReview((s) => s.filters);
  const view = `${week?.dates[0] ?? ''} ${JSON.stringify(filters)}`;
  const shown = useProgressive(view, booked.length);
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" className={classes.row}>
        <WeekNav />
        <Filters />
      </Group>
      {week && (
        <>
          <DataAge projects={reviewed ?? []} />
          <Missing missing={week.missing} />
          {booked.slice(0, shown).map((p) => (
            <ProjectWeek key={p.id} project={p} dates={week.dates} />
          ))}
          <QuietProjects projects={week.projects.filter((p) => p.consultants.length === 0)} />
        </>
      )}
    </Stack>
  );
}
