import type en from '../en/cli';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  usage: `Aufruf: npm run cli -- [--data ORDNER] [--lang nl|de|en] <Befehl>
  remote login --url URL [--auth-url URL --token-url URL --client-id ID --client-secret S --scope "..."]
               [--settings DATEI] [--email E | --account ID] [--no-browser] [--force]
                               Anmelden über den Browser (OAuth); bei einem eigenen Server folgt der Rest aus --url
  remote set --url URL --token TOKEN [--account ID] [--force]   stattdessen mit einem API-Schlüssel
  timesheet add --project ID --contract-line ID --role ID --from DT --to DT --hours N [--description S] [--confirm CODES]
  expense add --project ID --contract-line ID --ex-vat N [--vat N] --total N --date DT [--description S] [--confirm CODES]
                               --confirm DAY_OVER_MAX,DATE_AHEAD,...: bestätigt, was die App nachgefragt hat
  timesheets [--json]          lokale Buchungen mit ihrem Synchronisierungsstatus
  expenses [--json]            lokale Ausgaben mit ihrem Synchronisierungsstatus
  changes [--json]             Änderungen in der Warteschlange, bei abgelehnten mit dem Grund des Servers
  resubmit ÄNDERUNG [--set Feld=Wert ...]   eine abgelehnte Änderung korrigiert erneut senden
  discard ÄNDERUNG             eine Änderung verwerfen, die den Server noch nicht erreicht hat
  sync [--json] [--allow-deletes] [--full] [--timeout-ms N]   senden, dann abrufen; Exitcode 0 nur, wenn nichts mehr aussteht oder abgelehnt ist
                                    (--full: Unternehmen, Kontakte, Projekte, ... jetzt aktualisieren, nicht erst zur stündlichen Runde)
  settings [--send-rule end-of-day|week|at-once] [--json]
                               wann neue Buchungen diesen Computer verlassen (Standard für einen neuen Ordner:
                               end-of-day, sobald ihr Tag vorbei ist und sie 15 Minuten unverändert sind;
                               Skripte, die erwarten, dass "sync" sofort sendet, wählen at-once)
  send --day D | --week D | --all [--json]
                               die hier noch gehaltenen Buchungen senden (ein Tag, die Woche von D oder alle) und synchronisieren
  status [--json]              {pending, sending, rejected, synced, lastSyncAt}
  import-projects DATEI [--json] [--similar use|new]
                                  Projekte, Vertragspositionen und Rollen aus einer CSV-Datei (Ordner nur offline);
                                  --similar beantwortet Zeilen, die einem vorhandenen Unternehmen oder Projekt ähneln
  backups [--json]             die automatischen Sicherungen der Replik (täglich und vor Updates, die letzten 3)
  restore NAME|DATEI|--latest  eine Sicherung zurückholen; die aktuelle Replik wird beiseitegelegt, nie gelöscht
  --lang nl|de|en              die Sprache dieser Meldungen (Standard: die Einstellung des Datenordners, sonst die des Systems)`,
  error: 'Fehler: {{message}}',
  lang: '--lang ist nl, de oder en',
  timeoutMs: '--timeout-ms muss eine ganze Zahl von Millisekunden sein',
  cannotOpen: 'Der Datenordner kann nicht geöffnet werden: {{reason}}',
  needsChange: '{{command}} braucht eine Änderungsnummer (siehe `changes`)',
  unexpected: 'unerwartetes Argument "{{argument}}"',
  unknownCommand: 'unbekannter Befehl "{{command}}" (siehe --help)',
  required: '--{{flag}} ist erforderlich',
  notAnId: '--{{flag}} muss eine ID sein (eine ganze Zahl), nicht "{{value}}"',
  urlScheme: '--url muss mit http:// oder https:// beginnen',
  notAUrl: '--url {{url}} ist keine URL (zum Beispiel http://127.0.0.1:4010/v1)',
  accountNumber: '--account muss eine ganze Zahl sein',
  orForce: '{{message}} Oder geben Sie --force an.',
  setFormat: '--set erwartet Feld=Wert, nicht "{{value}}"',
  remoteSet: 'Server auf {{url}} gesetzt.',
  remoteSetAccount: 'Server auf {{url}} gesetzt, als Konto {{account}}.',
  savedTimesheet: 'Buchung {{id}} gespeichert (ausstehend).',
  savedExpense: 'Ausgabe {{id}} gespeichert (ausstehend).',
  queuedAgain: 'Änderung {{id}} steht wieder in der Warteschlange.',
  discarded: 'Änderung {{id}} verworfen.',
  rejectedReason: 'abgelehnt: {{reason}}',
  noReason: 'kein Grund angegeben',
  status:
    'ausstehend {{pending}}, wird gesendet {{sending}}, abgelehnt {{rejected}}, synchronisiert {{synced}}; letzte Synchronisierung {{last}}',
  never: 'nie',
  notSignedIn:
    'Nicht angemeldet: Führen Sie `remote login` aus, um sich beim PSA-Dienst anzumelden, und synchronisieren Sie dann.',
  syncOutcome:
    '{{outcome}}: {{message}} (gesendet {{pushed}}, bereits gesendet {{adopted}}, abgelehnt {{rejected}}, abgerufen {{pulled}}, entfernt {{deleted}}, ausstehend {{pending}})',
  syncRejected: 'sync: {{n}} Änderung(en) vom Server abgelehnt; siehe `changes`',
  syncDone: 'sync: fertig',
  syncProgress: 'sync: {{phase}} {{done}}/{{total}}',
  syncProgressStep: 'sync: {{phase}} {{step}} {{done}}/{{total}}',
  syncPhase: { push: 'senden', pull: 'abrufen' },
  head: {
    id: 'ID',
    from: 'VON',
    to: 'BIS',
    hours: 'STUNDEN',
    project: 'PROJEKT',
    description: 'BESCHREIBUNG',
    state: 'STATUS',
    date: 'DATUM',
    total: 'GESAMT',
    change: 'ÄNDERUNG',
    what: 'WAS',
    record: 'DATENSATZ',
    attempts: 'VERSUCHE',
    reason: 'GRUND',
  },
  backups: {
    none: 'Noch keine Sicherungen in {{dir}} (an jedem Tag, an dem die Replik geöffnet wird, entsteht eine).',
    taken: 'erstellt',
    size: 'Größe',
    unsynced: 'nicht synchronisiert',
    why: 'Anlass',
    name: 'Name',
    beforeUpdate: 'vor Update',
    daily: 'täglich',
    restoreNeeds:
      'restore braucht eine Sicherung: --latest oder einen Namen aus `npm run cli -- backups` ({{n}} in {{dir}})',
  },
  import: {
    needsFile: 'import-projects braucht eine DATEI (eine CSV-Datei; die Spalten stehen in der README)',
    cannotRead: '{{file}} kann nicht gelesen werden: {{reason}}',
    similar: '--similar ist "use" (der vorhandene Datensatz) oder "new" (einen weiteren anlegen)',
    line: 'Zeile {{line}}',
    lineColumn: 'Zeile {{line}}, {{column}}',
    fixRows: 'Nichts wurde importiert: Korrigieren Sie diese Zeilen und importieren Sie die Datei erneut.',
    answerSimilar:
      'Nichts wurde importiert: Antworten Sie mit --similar use (zum vorhandenen hinzufügen) oder --similar new.',
    projects: '{{added}} Projekte hinzugefügt',
    projectsExisting: '{{added}} Projekte hinzugefügt, {{existing}} bereits vorhanden',
    contractLines: '{{added}} Vertragspositionen hinzugefügt',
    contractLinesExisting: '{{added}} Vertragspositionen hinzugefügt, {{existing}} bereits vorhanden',
    roles: '{{added}} Rollen hinzugefügt',
    rolesExisting: '{{added}} Rollen hinzugefügt, {{existing}} bereits vorhanden',
    companies: '{{added}} Unternehmen hinzugefügt',
  },
  login: {
    settingsFile: '--settings {{file}}: {{problem}}',
    wholeFile: '(Datei)',
    notSettingsFile: 'keine Einstellungsdatei',
    urlRequired: '--url ist erforderlich (die API-Adresse, zum Beispiel http://127.0.0.1:4010/v1)',
    notHttp: '--url {{url}} ist keine http(s)-Adresse (zum Beispiel http://127.0.0.1:4010/v1)',
    openAddress: 'Öffnen Sie diese Adresse in Ihrem Browser, um sich anzumelden:\n{{url}}',
    waiting: 'Warten auf die Anmeldung (der Browser kehrt zu {{url}} zurück)…',
    denied:
      'Die Anmeldung wurde verweigert: Sie haben auf der Seite des PSA-Dienstes auf Ablehnen geklickt. Führen Sie `remote login` erneut aus, wenn Sie so weit sind.',
    signedIn: 'Angemeldet als {{name}} (Konto {{id}})',
    account: 'Konto',
    accountUnknown: 'Angemeldet, aber welches Konto Ihres ist, ist nicht bekannt. Die Konten:',
    chooseAccount:
      'melden Sie sich erneut mit --email E-MAIL oder --account ID an, damit Buchungen auf Sie gebucht werden',
  },
  // Die Senderegel (cli/commands.ts settingsCmd, sendCmd)
  sendRule: 'Senderegel: {{rule}}',
  sendRuleName: {
    end_of_day:
      'end-of-day (eine Buchung wird gesendet, sobald ihr Tag vorbei ist und sie 15 Minuten unverändert blieb)',
    week: 'week (Buchungen werden gesendet, wenn ihre Woche eingereicht ist)',
    at_once: 'at-once (jede Buchung geht mit der nächsten Synchronisierung)',
  },
  sendRuleValue: '--send-rule ist end-of-day, week oder at-once',
  sendScope: 'send braucht genau eine der Angaben --day D, --week D oder --all',
  sendDay: '--{{flag}} muss ein Tag jjjj-mm-tt sein, nicht "{{value}}"',
  released_one: '{{count}} Buchung zum Senden freigegeben.',
  released_other: '{{count}} Buchungen zum Senden freigegeben.',
  heldAfterSync_one:
    '{{count}} Buchung bleibt auf diesem Computer (änderbar), bis die Senderegel sie freigibt; `send --all` sendet sie jetzt.',
  heldAfterSync_other:
    '{{count}} Buchungen bleiben auf diesem Computer (änderbar), bis die Senderegel sie freigibt; `send --all` sendet sie jetzt.',
};
export default messages;
