import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReviewWeekViewT } from '../../../../shared/app/channels/review';
import { formatHours } from '../../components/format';
import { dayLabel, longDay } from '../week/dates';
import { ApprovalBadge, InvoiceBadge } from './Badges';
import { ProjectAge } from './DataAge';
import { useReview } from './store';
import classes from './Review.module.css';

type ProjectWeekT = ReviewWeekViewT['projects'][number];

/** One reviewed project's week (plain elements throughout: a week switch redraws 50 of them): consultants x days with totals and states; rows and cells drill down. */
export function ProjectWeek({ project, dates }: { project: ProjectWeekT; dates: string[] }) {
  const { t } = useTranslation(['review', 'common']);
  const openDrill = useReview((s) => s.openDrill);
  const base = { projectId: project.id, projectName: project.name, currency: project.currency };
  return (
    <section aria-label={project.name} className={classes.project} data-testid="review-project">
      <div className={classes.projectHead}>
        <span className={`${classes.strong} ${classes.truncate}`} title={project.name}>
          {project.name}
        </span>
        <ProjectAge pulledAt={project.pulledAt} />
      </div>
      {project.consultants.length > 0 && (
        // Plain table elements: with 50 projects x 10 consultants a week switch redraws 500 rows,
        // and Mantine's Table and UnstyledButton per cell cost several times as much.
        <table className={classes.grid}>
          <thead>
            <tr>
              <th className={classes.nameCol}>{t('week.consultant')}</th>
              {dates.map((d) => (
                <th key={d} title={longDay(d)}>
                  {dayLabel(d)}
                </th>
              ))}
              <th>{t('week.total')}</th>
              <th className={classes.stateCol}>{t('week.approval')}</th>
              <th className={classes.stateCol}>{t('week.invoice')}</th>
            </tr>
          </thead>
          <tbody>
            {project.consultants.map((c) => {
              const who = { ...base, accountId: c.accountId, accountName: c.name };
              return (
                <tr key={c.accountId} data-testid="review-consultant" data-account={c.accountId}>
                  <th scope="row" className={classes.nameCol}>
                    <button
                      type="button"
                      className={`${classes.cellButton} ${classes.truncate}`}
                      onClick={() => void openDrill(who)}
                      title={t('week.entriesOf', { name: c.name })}
                    >
                      {c.name}
                    </button>
                  </th>
                  {c.days.map((h, i) => (
                    <td key={dates[i]} data-hours={h}>
                      {h === 0 ? (
                        <span className={classes.zero}>·</span>
                      ) : (
                        <button
                          type="button"
                          className={classes.cellButton}
                          onClick={() => void openDrill({ ...who, date: dates[i] })}
                          aria-label={t('week.cell', {
                            name: c.name,
                            day: longDay(dates[i] ?? ''),
                            hours: t('common:hours', { hours: formatHours(h) }),
                          })}
                        >
                          {formatHours(h)}
                        </button>
                      )}
                    </td>
                  ))}
                  <td className={classes.strong} data-testid="review-total" data-hours={c.total}>
                    {formatHours(c.total)}
                    {/* My own hours not synced yet are counted (walkthrough 30), and said to be so. */}
                    {c.unsynced > 0 && (
                      <span
                        className={classes.unsynced}
                        data-testid="review-unsynced"
                        title={t('week.unsynced', { hours: formatHours(c.unsynced) })}
                      >
                        <span aria-hidden>{t('week.unsyncedShort', { hours: formatHours(c.unsynced) })}</span>
                        <VisuallyHidden>
                          {t('week.unsynced', { hours: formatHours(c.unsynced) })}
                        </VisuallyHidden>
                      </span>
                    )}
                  </td>
                  <td className={classes.stateCol}>
                    <ApprovalBadge approval={c.approval} />
                  </td>
                  <td className={classes.stateCol}>
                    <InvoiceBadge invoice={c.invoice} />
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className={classes.nameCol}>
                {t('week.total')}
              </th>
              {project.days.map((h, i) => (
                <td key={dates[i]}>{h === 0 ? '' : formatHours(h)}</td>
              ))}
              <td className={classes.strong}>{formatHours(project.total)}</td>
              <td colSpan={2} />
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}
