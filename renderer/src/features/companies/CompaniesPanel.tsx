import { Alert, Group, Loader, SegmentedControl, Text, TextInput, Title } from '@mantine/core';
import { useEmptyText } from '../setup/empty-state';
import { useEffect } from 'react';
import type { CompanyViewT, ContactViewT } from '../../../../shared/app/views';
import { SyncStateBadge } from '../../components/SyncStateBadge';
import { CompanyDetails, ContactDetails } from './Details';
import { LookupList, type Column } from './LookupList';
import { lookupSlots } from './slots';
import { useLookups, useSelectedContact } from './store';
import list from '../../components/VirtualList.module.css';

const COMPANY_COLUMNS: Column<CompanyViewT>[] = [
  { title: 'Name', width: 'minmax(160px, 3fr)', cell: (c) => c.name },
  { title: 'City', width: 'minmax(90px, 1.4fr)', cell: (c) => c.city ?? '' },
  { title: 'Country', width: 'minmax(80px, 1fr)', cell: (c) => c.country ?? c.countryCode ?? '' },
  { title: 'Phone', width: 'minmax(100px, 1.2fr)', cell: (c) => c.phone ?? '' },
  { title: 'Sync', width: '76px', cell: (c) => <SyncStateBadge state={c.syncState} /> },
];

const CONTACT_COLUMNS: Column<ContactViewT>[] = [
  {
    title: 'Name',
    width: 'minmax(140px, 2fr)',
    cell: (k) => [k.firstName, k.lastName].filter(Boolean).join(' '),
  },
  { title: 'Company', width: 'minmax(120px, 2fr)', cell: (k) => k.companyName ?? '' },
  { title: 'Email', width: 'minmax(140px, 2fr)', cell: (k) => k.email },
  { title: 'Job title', width: 'minmax(90px, 1.2fr)', cell: (k) => k.jobTitle ?? '' },
  { title: 'Sync', width: '76px', cell: (k) => <SyncStateBadge state={k.syncState} /> },
];

function Filters() {
  const kind = useLookups((s) => s.kind);
  const search = useLookups((s) => s.search);
  const loading = useLookups((s) => s.loading);
  const { setKind, setSearch } = useLookups.getState();
  const Toolbar = lookupSlots.Toolbar;
  return (
    <Group gap="sm" mb="sm" align="flex-end">
      <SegmentedControl
        value={kind}
        onChange={(v) => setKind(v)}
        data={[
          { value: 'companies', label: 'Companies' },
          { value: 'contacts', label: 'Contacts' },
        ]}
        aria-label="Search in"
      />
      <TextInput
        label={kind === 'companies' ? 'Search companies' : 'Search contacts'}
        placeholder={kind === 'companies' ? 'Name' : 'Name, email or company'}
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
  if (!loaded) return null;
  const noun = kind === 'companies' ? ['company', 'companies'] : ['contact', 'contacts'];
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {count} {count === 1 ? noun[0] : noun[1]}
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
  if (error)
    return (
      <Alert color="red" title="The search failed" role="alert">
        {error}
      </Alert>
    );
  const empty = kind === 'companies' ? companies.length === 0 : contacts.length === 0;
  if (loaded && empty)
    return (
      <Text c="dimmed" mt="md">
        {searching ? 'Nothing matches.' : emptyText}
      </Text>
    );
  return (
    <div className={list.layout}>
      {kind === 'companies' ? (
        <LookupList
          label="Companies"
          idPrefix="company-row"
          items={companies}
          columns={COMPANY_COLUMNS}
          selectedId={selectedId}
          onSelect={select}
        />
      ) : (
        <LookupList
          label="Contacts"
          idPrefix="contact-row"
          items={contacts}
          columns={CONTACT_COLUMNS}
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
  useEffect(() => {
    void useLookups.getState().refresh();
  }, []);
  return (
    <>
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" mb="xs">
          Companies and contacts
        </Title>
        <Count />
      </Group>
      <Filters />
      <Results />
    </>
  );
}
