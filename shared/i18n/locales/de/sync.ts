import type en from '../en/sync';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  panel: {
    title: 'Synchronisieren',
    fullRefresh: 'Alles aktualisieren',
    fullRefreshTitle:
      'Auch Unternehmen, Kontakte, Projekte, Projektleiter und Pläne jetzt aktualisieren (sonst stündlich)',
    syncNow: 'Jetzt synchronisieren',
    offlineOnly:
      'Dieser Ordner arbeitet nur offline: Nichts wird gesendet. Verbinden Sie einen Server in den Einstellungen.',
  },
  // Buchungen, die auf diesem Computer bleiben, bis die Senderegel sie freigibt, und Jetzt senden
  kept: {
    title_one: '{{count}} Buchung noch nicht gesendet (änderbar)',
    title_other: '{{count}} Buchungen noch nicht gesendet (änderbar)',
    end_of_day: 'Sie werden gesendet, sobald ihr Tag vorbei ist und sie 15 Minuten unverändert blieben.',
    week: 'Sie werden gesendet, wenn ihre Woche eingereicht ist.',
    at_once: 'Sie gehen mit der nächsten Synchronisierung.',
    sendToday: 'Die von heute senden',
    sendWeek: 'Die dieser Woche senden',
    sendAll: 'Alle jetzt senden',
    sent_one: '{{count}} Buchung an den PSA-Dienst gesendet: dort ist sie endgültig.',
    sent_other: '{{count}} Buchungen an den PSA-Dienst gesendet: dort sind sie endgültig.',
  },
  summary: {
    lastSync: 'Letzte Synchronisierung:',
    never: 'nie',
    details: 'Details',
    counts: '{{sent}} gesendet, {{fetched}} abgerufen, {{rejected}} abgelehnt.',
    changes_one: '{{count}} Änderung',
    changes_other: '{{count}} Änderungen',
    records_one: '{{count}} Datensatz',
    records_other: '{{count}} Datensätze',
    stat: '{{label}}: {{value}}',
    failed: 'Synchronisierung fehlgeschlagen',
  },
  progress: {
    sending: 'Änderungen senden {{step}} ({{done}}/{{total}})',
    fetching: 'Abrufen {{step}} ({{done}}/{{total}})',
    starting: 'Wird gestartet…',
    label: 'Fortschritt der Synchronisierung',
  },
  pending: {
    pending_one: '{{count}} Änderung ausstehend',
    pending_other: '{{count}} Änderungen ausstehend',
    kept_one: '{{count}} Änderung nur auf diesem Computer',
    kept_other: '{{count}} Änderungen nur auf diesem Computer',
    held_one: '{{count}} noch nicht gesendet (änderbar)',
    held_other: '{{count}} noch nicht gesendet (änderbar)',
  },
  outcome: {
    ok: 'Synchronisiert',
    partial: 'Teilweise synchronisiert',
    offline: 'Server nicht erreichbar',
    auth: 'Zugangsdaten abgelehnt',
    busy: 'Eine andere Synchronisierung lief',
    needsConfirmation: 'Wartet auf Ihre Bestätigung',
    notConfigured: 'Nicht eingerichtet',
    error: 'Fehlgeschlagen',
    running: 'Läuft oder unterbrochen',
    ms: '{{n}} ms',
    seconds: '{{n}} s',
  },
  report: {
    failed: 'Synchronisierung fehlgeschlagen',
    problems: 'Synchronisierung mit Problemen beendet',
    incomplete: 'Synchronisierung nicht abgeschlossen',
  },
  queue: {
    title: 'Änderungen, die auf das Senden warten',
    empty: 'Nichts wartet: Jede hier vorgenommene Änderung hat den Server erreicht.',
    change: 'Änderung',
    state: 'Status',
    attempts: 'Versuche',
    reason: 'Grund',
    actions: 'Aktionen',
    localOnly: 'Dieses Projekt gibt es nur auf diesem Computer: Es wird nicht gesendet',
    blocked: 'Wartet auf eine frühere Änderung, von der es abhängt',
    notRetried: 'Nicht erneut eingereiht',
    retried: 'Erneut eingereiht: Es wird mit der nächsten Synchronisierung gesendet.',
    changeTitle: 'Änderung {{id}}: {{endpoint}}',
    queued: 'Eingereiht {{when}}',
    retry: 'Erneut versuchen',
    notDiscarded: 'Nicht verworfen',
    discarded: 'Änderung verworfen.',
    discardTitle: 'Diese Änderung verwerfen?',
    discardCreate:
      'Sie wird nie gesendet, und der auf diesem Gerät erstellte Datensatz wird entfernt. Das lässt sich nicht rückgängig machen.',
    discardUpdate:
      'Sie wird nie gesendet; dieses Gerät zeigt Ihre Änderung, bis die nächste Synchronisierung die Version des Servers holt.',
    keep: 'Behalten',
    refused: 'Der PSA-Dienst hat es abgelehnt: {{reason}}',
    lastTry: 'Der letzte Versuch ist fehlgeschlagen: {{reason}}',
  },
  massDelete: {
    synced: 'Synchronisiert: Die auf dem Server entfernten Datensätze wurden hier gelöscht.',
    alert: 'Der Server hat einen Großteil Ihrer Daten nicht mehr',
    review: 'Prüfen…',
    title: 'Diese Datensätze auch hier löschen?',
    found:
      'Die letzte Synchronisierung hat festgestellt, dass der Server den Großteil einer Art von Daten auf diesem Gerät nicht mehr hat:',
    advice:
      'Wenn es der richtige Server ist und die Daten absichtlich entfernt wurden, löschen Sie sie auch hier. Wenn Sie nicht sicher sind (eine falsche Adresse, ein anderes Konto), behalten Sie sie und prüfen Sie zuerst die Einstellungen.',
    keep: 'Vorerst behalten',
    delete: 'Löschen und synchronisieren',
  },
  history: {
    title: 'Letzte Synchronisierungen',
    empty: 'In diesem Datenordner lief noch keine Synchronisierung.',
    started: 'Gestartet',
    outcome: 'Ergebnis',
    sent: 'Gesendet',
    fetched: 'Abgerufen',
    rejected: 'Abgelehnt',
    took: 'Dauer',
    // A run that went well, said from its outcome (stored rows keep no language)
    inSync: 'alles synchron',
    message: 'Meldung',
  },
};
export default messages;
