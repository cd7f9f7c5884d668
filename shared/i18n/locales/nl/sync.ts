import type en from '../en/sync';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  panel: {
    title: 'Synchroniseren',
    fullRefresh: 'Alles vernieuwen',
    fullRefreshTitle:
      'Ook bedrijven, contactpersonen, projecten, projectmanagers en plannen nu vernieuwen (anders elk uur)',
    syncNow: 'Nu synchroniseren',
    offlineOnly:
      'Deze map werkt alleen offline: er wordt niets verzonden. Koppel een server in Instellingen.',
  },
  // Boekingen die op deze computer blijven tot de verzendregel ze laat gaan, en Nu versturen
  kept: {
    title_one: '{{count}} boeking nog niet verstuurd (te wijzigen)',
    title_other: '{{count}} boekingen nog niet verstuurd (te wijzigen)',
    end_of_day: 'Ze worden verstuurd zodra hun dag voorbij is en ze 15 minuten ongewijzigd zijn.',
    week: 'Ze worden verstuurd als hun week is ingediend.',
    at_once: 'Ze gaan mee met de volgende synchronisatie.',
    sendToday: 'Die van vandaag versturen',
    sendWeek: 'Die van deze week versturen',
    sendAll: 'Alles nu versturen',
    sent_one: '{{count}} boeking naar de PSA-dienst verstuurd: daar is ze definitief.',
    sent_other: '{{count}} boekingen naar de PSA-dienst verstuurd: daar zijn ze definitief.',
  },
  summary: {
    lastSync: 'Laatste synchronisatie:',
    never: 'nooit',
    details: 'Details',
    counts: '{{sent}} verzonden, {{fetched}} opgehaald, {{rejected}} geweigerd.',
    changes_one: '{{count}} wijziging',
    changes_other: '{{count}} wijzigingen',
    records_one: '{{count}} record',
    records_other: '{{count}} records',
    stat: '{{label}}: {{value}}',
    failed: 'Synchronisatie mislukt',
  },
  progress: {
    sending: 'Wijzigingen verzenden {{step}} ({{done}}/{{total}})',
    fetching: 'Ophalen {{step}} ({{done}}/{{total}})',
    starting: 'Starten…',
    label: 'Voortgang van de synchronisatie',
  },
  pending: {
    pending_one: '{{count}} wijziging nog niet verzonden',
    pending_other: '{{count}} wijzigingen nog niet verzonden',
    kept_one: '{{count}} wijziging alleen op deze computer',
    kept_other: '{{count}} wijzigingen alleen op deze computer',
    held_one: '{{count}} nog niet verstuurd (te wijzigen)',
    held_other: '{{count}} nog niet verstuurd (te wijzigen)',
  },
  outcome: {
    ok: 'Gesynchroniseerd',
    partial: 'Deels gesynchroniseerd',
    offline: 'Server niet bereikbaar',
    auth: 'Inloggegevens geweigerd',
    busy: 'Er liep al een synchronisatie',
    needsConfirmation: 'Wacht op je bevestiging',
    notConfigured: 'Niet ingesteld',
    error: 'Mislukt',
    running: 'Bezig of onderbroken',
    ms: '{{n}} ms',
    seconds: '{{n}} s',
  },
  report: {
    failed: 'Synchronisatie mislukt',
    problems: 'Synchronisatie klaar met problemen',
    incomplete: 'Synchronisatie niet voltooid',
  },
  queue: {
    title: 'Wijzigingen die wachten op verzending',
    empty: 'Er wacht niets: elke wijziging die hier is gemaakt, heeft de server bereikt.',
    change: 'Wijziging',
    state: 'Status',
    attempts: 'Pogingen',
    reason: 'Reden',
    actions: 'Acties',
    localOnly: 'Dit project bestaat alleen op deze computer: het wordt niet verzonden',
    blocked: 'Wacht op een eerdere wijziging waarvan het afhangt',
    notRetried: 'Niet opnieuw in de wachtrij gezet',
    retried: 'Opnieuw in de wachtrij: het wordt bij de volgende synchronisatie verzonden.',
    changeTitle: 'Wijziging {{id}}: {{endpoint}}',
    queued: 'In wachtrij sinds {{when}}',
    retry: 'Opnieuw proberen',
    notDiscarded: 'Niet verworpen',
    discarded: 'Wijziging verworpen.',
    discardTitle: 'Deze wijziging verwerpen?',
    discardCreate:
      'Ze wordt nooit verzonden, en het record dat op dit apparaat is gemaakt, wordt verwijderd. Dit kan niet ongedaan worden gemaakt.',
    discardUpdate:
      'Ze wordt nooit verzonden; dit apparaat toont je wijziging tot de volgende synchronisatie de versie van de server ophaalt.',
    keep: 'Behouden',
    refused: 'De PSA-dienst weigerde het: {{reason}}',
    lastTry: 'De laatste poging mislukte: {{reason}}',
  },
  massDelete: {
    synced: 'Gesynchroniseerd: de records die van de server zijn verdwenen, zijn hier verwijderd.',
    alert: 'De server heeft een groot deel van je gegevens niet meer',
    review: 'Bekijken…',
    title: 'Deze records hier ook verwijderen?',
    found:
      'De laatste synchronisatie vond dat de server het grootste deel van een soort gegevens op dit apparaat niet meer heeft:',
    advice:
      'Is dit de juiste server en zijn de gegevens bewust verwijderd, verwijder ze dan hier ook. Twijfel je (een verkeerd adres, een ander account), bewaar ze dan en kijk eerst in Instellingen.',
    keep: 'Voorlopig bewaren',
    delete: 'Verwijderen en synchroniseren',
  },
  history: {
    title: 'Recente synchronisaties',
    empty: 'In deze gegevensmap is nog geen synchronisatie uitgevoerd.',
    started: 'Gestart',
    outcome: 'Resultaat',
    sent: 'Verzonden',
    fetched: 'Opgehaald',
    rejected: 'Geweigerd',
    took: 'Duur',
    // A run that went well, said from its outcome (stored rows keep no language)
    inSync: 'alles gesynchroniseerd',
    message: 'Bericht',
  },
};
export default messages;
