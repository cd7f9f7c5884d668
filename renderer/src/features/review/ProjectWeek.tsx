import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import type { ReviewWeekViewT } from '../../../../shared/app/channels/review';
import { formatHours } from '../../components/format';
import { dayLabel, longDay } from '../week/dates';
import { ApprovalBadge, InvoiceBadge } from './Badges';
import { ProjectAge } from './DataAge';
import { useReview } from './store';
import classes from './Review.module.css';

type ProjectWeekT = ReviewWeekViewT['projects'][number];

/** One reviewed project's week: consultants x days with totals and states; rows and cells drill down. */
export function ProjectWeek({ project, dates }: { project: ProjectWeekT; dates: string[] }) {
  const openDrill = useReview((s) => s.openDrill);
  const base = { projectId: project.id, projectName: project.name, currency: project.currency };
  return (
    <section aria-label={project.name} className={classes.project} data-testid="review-project">
      <Group justify="space-between" gap="xs" wrap="nowrap" className={classes.projectHead}>
        <Text fw={600} truncate title={project.name}>
          {project.name}
        </Text>
        <ProjectAge pulledAt={project.pulledAt} />
      </Group>
      {project.consultants.length > 0 && (
        <Table className={classes.grid} withRowBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={classes.nameCol}>Consultant</Table.Th>
              {dates.map((d) => (
                <Table.Th key={d} title={longDay(d)}>
                  {dayLabel(d)}
                </Table.Th>
              ))}
              <Table.Th>Total</Table.Th>
              <Table.Th className={classes.stateCol}>Approval</Table.Th>
              <Table.Th className={classes.stateCol}>Invoice</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {project.consultants.map((c) => {
              const who = { ...base, accountId: c.accountId, accountName: c.name };
              return (
                <Table.Tr key={c.accountId} data-testid="review-consultant" data-account={c.accountId}>
                  <Table.Th scope="row" className={classes.nameCol}>
                    <UnstyledButton
                      className={classes.cellButton}
                      onClick={() => void openDrill(who)}
                      title={`${c.name}: the entries of this week`}
                    >
                      <Text size="sm" truncate>
                        {c.name}
                      </Text>
                    </UnstyledButton>
                  </Table.Th>
                  {c.days.map((h, i) => (
                    <Table.Td key={dates[i]} data-hours={h}>
                      {h === 0 ? (
                        <span className={classes.zero}>·</span>
                      ) : (
                        <UnstyledButton
                          className={classes.cellButton}
                          onClick={() => void openDrill({ ...who, date: dates[i] })}
                          aria-label={`${c.name}, ${longDay(dates[i] ?? '')}: ${formatHours(h)} h`}
                        >
                          {formatHours(h)}
                        </UnstyledButton>
                      )}
                    </Table.Td>
                  ))}
                  <Table.Td fw={600} data-testid="review-total" data-hours={c.total}>
                    {formatHours(c.total)}
                  </Table.Td>
                  <Table.Td className={classes.stateCol}>
                    <ApprovalBadge approval={c.approval} />
                  </Table.Td>
                  <Table.Td className={classes.stateCol}>
                    <InvoiceBadge invoice={c.invoice} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row" className={classes.nameCol}>
                Total
              </Table.Th>
              {project.days.map((h, i) => (
                <Table.Td key={dates[i]}>{h === 0 ? '' : formatHours(h)}</Table.Td>
              ))}
              <Table.Td fw={600}>{formatHours(project.total)}</Table.Td>
              <Table.Td colSpan={2} />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      )}
    </section>
  );
}
