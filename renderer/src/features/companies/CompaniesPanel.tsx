import { Alert, Group, Loader, SegmentedControl, Text, TextInput, Title } from '@mantine/core';
import { useEmptyText } from '../setup/empty-state';
import { ListSkeleton } from '../../components/Skeletons';
import { useFirstSyncRunning } from '../sync/first-sync';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyViewT, ContactViewT } from '../../../../shared/app/views';
import { SyncStateBadge } from '../../components/SyncStateBadge';
import { CompanyDetails, ContactDetails } from './Details';
import { LookupList, type Column } from './LookupList';
import { shownCountry } from './countries';
import { lookupSlots } from './slots';
import { useLookups, useSelectedContact } from './store';
import list from '../../components/VirtualList.module.css';

/** The lists' columns, headed in the user's language (the country named in it too). */
function useColumns(): { companies: Column<CompanyViewT>[]; contacts: Column<ContactViewT>[] } {
  const { t, i18n } = useTranslation('companies');
  const language = i18n.language;
  return useMemo(
    () => ({
      companies: [
        // Name, country and phone can be resized; the city takes what is left.
        {
          id: 'name',
          title: t('columns.name'),
          width: 'minmax(160px, 3fr)',
          resize: { min: 160, max: 560 },
          cell: (c) => c.name,
        },
        { id: 'city', title: t('columns.city'), width: 'minmax(90px, 1.4fr)', cell: (c) => c.city ?? '' },
        // Fits Dutch "Verenigd Koninkrijk" and German "Vereinigtes Königreich" at 1280 px.
        {
          id: 'country',
          title: t('columns.country'),
          width: 'minmax(11rem, 1.2fr)',
          resize: { min: 176, max: 400 },
          cell: (c) => shownCountry(c, language),
        },
        {
          id: 'phone',
          title: t('columns.phone'),
          width: 'minmax(9.5rem, 1.2fr)',
          resize: { min: 152, max: 400 },
          cell: (c) => c.phone ?? '',
        },
        {
          id: 'sync',
          title: t('columns.sync'),
          width: '92px',
          cell: (c) => <SyncStateBadge state={c.syncState} />,
        },
      ],
      // Minimum widths fit a phone number, an email address and a job title at 1440 px. Name,
      // company and email can be resized; the job title takes what is left.
      contacts: [
        {
          id: 'name',
          title: t('columns.name'),
          width: 'minmax(140px, 1.6fr)',
          resize: { min: 140, max: 480 },
          cell: (k) => [k.firstName, k.lastName].filter(Boolean).join(' '),
        },
        {
          id: 'company',
          title: t('columns.company'),
          width: 'minmax(10rem, 2fr)',
          resize: { min: 160, max: 480 },
          cell: (k) => k.companyName ?? '',
        },
        {
          id: 'email',
          title: t('columns.email'),
          width: 'minmax(12.5rem, 2.6fr)',
          resize: { min: 200, max: 560 },
          cell: (k) => k.email,
        },
        {
          id: 'jobTitle',
          title: t('columns.jobTitle'),
          width: 'minmax(8rem, 1.6fr)',
          cell: (k) => k.jobTitle ?? '',
        },
        {
          id: 'sync',
          title: t('columns.sync'),
          width: '92px',
          cell: (k) => <SyncStateBadge state={k.syncState} />,
        },
      ],
    }),
    [t, language],
  );
}

function Filters() {
  const kind = useLookups((s) => s.kind);
  const search = useLookups((s) => s.search);
  const loading = useLookups((s) => s.loading);
  const { setKind, setSearch } = useLookups.getState();
  const Toolbar = lookupSlots.Toolbar;
  const { t } = useTranslation('companies');
  return (
    <Group gap="sm" mb="sm" align="flex-end">
      <SegmentedControl
        value={kind}
        onChange={(v) => setKind(v)}
        data={[
          { value: 'companies', label: t('panel.companies') },
          { value: 'contacts', label: t('panel.contacts') },
        ]}
        aria-label={t('panel.searchIn')}
      />
      <TextInput
        label={kind === 'companies' ? t('panel.searchCompanies') : t('panel.searchContacts')}
        placeholder={kind === 'companies' ? t('panel.companyPlaceholder') : t('panel.contactPlaceholder')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        rightSection={loading ? <Loader size="xs" /> : null}
        w={320}
        autoFocus
      />
      {Toolbar && <Toolbar kind={kind} />}
    </Group>
  );
}

function Count() {
  const count = useLookups((s) => (s.kind === 'companies' ? s.companies.length : s.contacts.length));
  const kind = useLookups((s) => s.kind);
  const loaded = useLookups((s) => s.loaded);
  const { t } = useTranslation('companies');
  if (!loaded) return null;
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {kind === 'companies' ? t('panel.companyCount', { count }) : t('panel.contactCount', { count })}
    </Text>
  );
}

function Results() {
  const kind = useLookups((s) => s.kind);
  const companies = useLookups((s) => s.companies);
  const contacts = useLookups((s) => s.contacts);
  const loaded = useLookups((s) => s.loaded);
  const error = useLookups((s) => s.error);
  const searching = useLookups((s) => s.search.trim() !== '');
  const selectedId = useLookups((s) => s.selectedId);
  const select = useLookups((s) => s.select);
  const contact = useSelectedContact();
  const emptyText = useEmptyText('companies');
  const firstSync = useFirstSyncRunning();
  const { t } = useTranslation('companies');
  const columns = useColumns();
  if (error)
    return (
      <Alert color="red" title={t('panel.searchFailed')} role="alert">
        {error}
      </Alert>
    );
  const empty = kind === 'companies' ? companies.length === 0 : contacts.length === 0;
  if (empty && !searching && (!loaded || firstSync)) return <ListSkeleton />;
  if (loaded && empty)
    return (
      <Text c="dimmed" mt="md">
        {searching ? t('panel.nothingMatches') : emptyText}
      </Text>
    );
  return (
    <div className={list.layout}>
      {kind === 'companies' ? (
        <LookupList
          label={t('panel.companies')}
          tableId="companies"
          idPrefix="company-row"
          items={companies}
          columns={columns.companies}
          selectedId={selectedId}
          onSelect={select}
        />
      ) : (
        <LookupList
          label={t('panel.contacts')}
          tableId="contacts"
          idPrefix="contact-row"
          items={contacts}
          columns={columns.contacts}
          selectedId={selectedId}
          onSelect={select}
        />
      )}
      {kind === 'companies' && selectedId !== null && <CompanyDetails />}
      {contact && <ContactDetails contact={contact} />}
    </div>
  );
}

/** Companies and contacts: search as you type on the local store, details of the selected one. */
export default function CompaniesPanel() {
  const { t } = useTranslation('companies');
  useEffect(() => {
    void useLookups.getState().refresh();
  }, []);
  return (
    <>
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" mb="xs">
          {t('panel.title')}
        </Title>
        <Count />
      </Group>
      <Filters />
      <Results />
    </>
  );
}
