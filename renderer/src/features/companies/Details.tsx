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
import { useTranslation } from 'react-i18next';
import type { ContactViewT } from '../../../../shared/app/views';
import { Field } from '../../components/Field';
import { recordHeading, type RecordKind } from '../../components/record-focus';
import { SyncStateBadge } from '../../components/SyncStateBadge';
import { openProject } from '../projects/store';
import { shownCountry } from './countries';
import { lookupSlots } from './slots';
import { useLookups } from './store';
import classes from './Companies.module.css';
import { isProvisionalId } from '../../../../shared/provisional';

const fullName = (k: ContactViewT) => [k.firstName, k.lastName].filter(Boolean).join(' ');

/** A record's card; its heading takes the focus when the record is opened from the palette. */
function Card({
  label,
  title,
  record,
  children,
}: {
  label: string;
  title: string;
  record: { kind: RecordKind; id: string };
  children: ReactNode;
}) {
  const select = useLookups((s) => s.select);
  const { t } = useTranslation('companies');
  return (
    <Paper withBorder radius="md" p="md" className={classes.card} component="aside" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="sm">
        <Title order={3} size="h4" {...recordHeading(record.kind, record.id)}>
          {title}
        </Title>
        <CloseButton onClick={() => select(null)} aria-label={t('details.close')} />
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
  const { t, i18n } = useTranslation('companies');
  if (error)
    return (
      <Alert color="red" title={t('details.notRead')} className={classes.card}>
        {error}
      </Alert>
    );
  if (!details) return null;
  const { company: c, contacts, projects } = details;
  const Actions = lookupSlots.CompanyActions;
  return (
    <Card label={t('details.company')} title={c.name} record={{ kind: 'company', id: c.id }}>
      <Group gap="xs" mb="md">
        <SyncStateBadge state={c.syncState} />
        {Actions && <Actions company={c} />}
      </Group>
      <Stack gap="sm">
        <Field label={t('details.address')}>
          {[c.street, [c.postalCode, c.city].filter(Boolean).join(' '), shownCountry(c, i18n.language)]
            .filter(Boolean)
            .join(', ')}
        </Field>
        <Field label={t('details.phone')}>{c.phone}</Field>
        <Group grow>
          <Field label={t('details.registrationNumber')}>{c.registrationNumber}</Field>
          <Field label={t('details.taxNumber')}>{c.taxNumber}</Field>
        </Group>
        <Group grow>
          <Field label={t('details.countryCode')}>{c.countryCode}</Field>
          <Field label={t('details.externalId')}>{c.externalId}</Field>
        </Group>
        <Field label={t('details.contacts', { count: contacts.length })}>
          <Stack gap={2} role="group" aria-label={t('details.contactsOfCompany')}>
            {contacts.map((k) => (
              <UnstyledButton key={k.id} onClick={() => void show('contacts', k.id)} className={classes.link}>
                {fullName(k)}
                {k.jobTitle && <Text span size="xs" c="dimmed">{` · ${k.jobTitle}`}</Text>}
              </UnstyledButton>
            ))}
          </Stack>
        </Field>
        <Field label={t('details.projects', { count: projects.length })}>
          <Stack gap={2} role="group" aria-label={t('details.projectsOfCompany')}>
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
  const { t } = useTranslation('companies');
  return (
    <Card label={t('details.contact')} title={fullName(k)} record={{ kind: 'contact', id: k.id }}>
      <Group gap="xs" mb="md">
        <SyncStateBadge state={k.syncState} />
        {Actions && <Actions contact={k} />}
      </Group>
      <Stack gap="sm">
        <Field label={t('details.companyField')}>
          {k.companyId !== null ? (
            <UnstyledButton
              onClick={() => void show('companies', k.companyId ?? '')}
              className={classes.link}
            >
              {k.companyName ??
                (isProvisionalId(k.companyId)
                  ? t('details.unnamedCompanyProvisional')
                  : t('details.unnamedCompany', { id: k.companyId }))}
            </UnstyledButton>
          ) : null}
        </Field>
        <Field label={t('details.email')}>
          {/* A long address wraps anywhere rather than widen the card (no sideways scrollbar). */}
          <Anchor href={`mailto:${k.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {k.email}
          </Anchor>
        </Field>
        <Field label={t('details.phone')}>{k.phone}</Field>
        <Field label={t('details.jobTitle')}>{k.jobTitle}</Field>
        <Field label={t('details.salutation')}>{k.salutation}</Field>
        <Field label={t('details.externalId')}>{k.externalId}</Field>
      </Stack>
    </Card>
  );
}
