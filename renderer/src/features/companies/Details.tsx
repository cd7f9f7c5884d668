import {
  Alert,
  Anchor,
  Badge,
  CloseButton,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { ReactNode } from 'react';
import type { ContactViewT } from '../../../../shared/app/views';
import { Field } from '../../components/Field';
import { SyncStateBadge } from '../../components/SyncStateBadge';
import { openProject } from '../projects/store';
import { lookupSlots } from './slots';
import { useLookups } from './store';
import classes from './Companies.module.css';
import { unnamed } from '../../../../shared/provisional';

const fullName = (k: ContactViewT) => [k.firstName, k.lastName].filter(Boolean).join(' ');

function Card({ label, title, children }: { label: string; title: string; children: ReactNode }) {
  const select = useLookups((s) => s.select);
  return (
    <Paper withBorder radius="md" p="md" className={classes.card} component="aside" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        <CloseButton onClick={() => select(null)} aria-label="Close details" />
      </Group>
      {children}
    </Paper>
  );
}

/** The selected company: address, phone, codes, its contacts and projects. */
export function CompanyDetails() {
  const details = useLookups((s) => s.company);
  const error = useLookups((s) => s.detailError);
  const show = useLookups((s) => s.show);
  if (error)
    return (
      <Alert color="red" title="Details could not be read" className={classes.card}>
        {error}
      </Alert>
    );
  if (!details) return null;
  const { company: c, contacts, projects } = details;
  const Actions = lookupSlots.CompanyActions;
  return (
    <Card label="Company details" title={c.name}>
      <Group gap="xs" mb="md">
        <SyncStateBadge state={c.syncState} />
        {Actions && <Actions company={c} />}
      </Group>
      <Stack gap="sm">
        <Field label="Address">
          {[c.street, [c.postalCode, c.city].filter(Boolean).join(' '), c.country].filter(Boolean).join(', ')}
        </Field>
        <Field label="Phone">{c.phone}</Field>
        <Group grow>
          <Field label="Registration no.">{c.registrationNumber}</Field>
          <Field label="Tax no.">{c.taxNumber}</Field>
        </Group>
        <Group grow>
          <Field label="Country code">{c.countryCode}</Field>
          <Field label="External id">{c.externalId}</Field>
        </Group>
        <Field label={`Contacts (${contacts.length})`}>
          <Stack gap={2} role="group" aria-label="Contacts of the company">
            {contacts.map((k) => (
              <UnstyledButton key={k.id} onClick={() => void show('contacts', k.id)} className={classes.link}>
                {fullName(k)}
                {k.jobTitle && <Text span size="xs" c="dimmed">{` · ${k.jobTitle}`}</Text>}
              </UnstyledButton>
            ))}
          </Stack>
        </Field>
        <Field label={`Projects (${projects.length})`}>
          <Stack gap={2} role="group" aria-label="Projects of the company">
            {projects.map((p) => (
              <UnstyledButton key={p.id} onClick={() => openProject(p.id)} className={classes.link}>
                {p.name}{' '}
                <Badge size="xs" variant="light">
                  {p.stage}
                </Badge>
              </UnstyledButton>
            ))}
          </Stack>
        </Field>
      </Stack>
    </Card>
  );
}

/** The selected contact: company, email, phone, job title. */
export function ContactDetails({ contact: k }: { contact: ContactViewT }) {
  const show = useLookups((s) => s.show);
  const Actions = lookupSlots.ContactActions;
  return (
    <Card label="Contact details" title={fullName(k)}>
      <Group gap="xs" mb="md">
        <SyncStateBadge state={k.syncState} />
        {Actions && <Actions contact={k} />}
      </Group>
      <Stack gap="sm">
        <Field label="Company">
          {k.companyId !== null ? (
            <UnstyledButton
              onClick={() => void show('companies', k.companyId ?? '')}
              className={classes.link}
            >
              {k.companyName ?? unnamed('Company', k.companyId)}
            </UnstyledButton>
          ) : null}
        </Field>
        <Field label="Email">
          <Anchor href={`mailto:${k.email}`} size="sm">
            {k.email}
          </Anchor>
        </Field>
        <Field label="Phone">{k.phone}</Field>
        <Field label="Job title">{k.jobTitle}</Field>
        <Field label="Salutation">{k.salutation}</Field>
        <Field label="External id">{k.externalId}</Field>
      </Stack>
    </Card>
  );
}
