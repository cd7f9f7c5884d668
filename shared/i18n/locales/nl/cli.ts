import type en from '../en/cli';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  usage: `gebruik: npm run cli -- [--data MAP] [--lang nl|de|en] <opdracht>
  remote login --url URL [--auth-url URL --token-url URL --client-id ID --client-secret S --scope "..."]
               [--settings BESTAND] [--email E | --account ID] [--no-browser] [--force]
                               inloggen via de browser (OAuth); bij een eigen server volgt de rest uit --url
  remote set --url URL --token TOKEN [--account ID] [--force]   met een API-sleutel in plaats daarvan
  timesheet add --project ID --contract-line ID --role ID --from DT --to DT --hours N [--description S] [--confirm CODES]
  expense add --project ID --contract-line ID --ex-vat N [--vat N] --total N --date DT [--description S] [--confirm CODES]
                               --confirm DAY_OVER_MAX,DATE_AHEAD,...: accepteer wat de app vroeg te bevestigen
  timesheets [--json]          lokale boekingen met hun synchronisatiestatus
  expenses [--json]            lokale onkosten met hun synchronisatiestatus
  changes [--json]             wijzigingen in de wachtrij, met de reden van de server voor geweigerde
  resubmit WIJZIGING [--set Veld=Waarde ...]   een geweigerde wijziging gecorrigeerd opnieuw versturen
  discard WIJZIGING            een wijziging verwerpen die de server nog niet heeft bereikt
  sync [--json] [--allow-deletes] [--full] [--timeout-ms N]   versturen en dan ophalen; exitcode 0 alleen als niets meer wacht of geweigerd is
                                    (--full: bedrijven, contactpersonen, projecten, ... nu vernieuwen, niet op hun uurlijkse beurt)
  settings [--send-rule end-of-day|week|at-once] [--json]
                               wanneer nieuwe boekingen deze computer verlaten (standaard voor een nieuwe map:
                               end-of-day, zodra hun dag voorbij is en ze 15 minuten ongewijzigd zijn; scripts
                               die verwachten dat "sync" meteen verstuurt kiezen at-once)
  send --day D | --week D | --all [--json]
                               verstuur de boekingen die hier nog staan (een dag, de week van D, of alle) en synchroniseer
  status [--json]              {pending, sending, rejected, synced, lastSyncAt}
  import-projects BESTAND [--json] [--similar use|new]
                                  projecten, contractregels en rollen uit een CSV-bestand (mappen die alleen offline zijn);
                                  --similar beantwoordt rijen die lijken op een bedrijf of project dat hier al staat
  backups [--json]             de automatische back-ups van de replica (dagelijks en voor updates, de laatste 3)
  restore NAAM|BESTAND|--latest   een back-up terugzetten; de huidige replica wordt opzijgezet, nooit verwijderd
  --lang nl|de|en              de taal van deze meldingen (standaard: de instelling van de datamap, anders die van het systeem)`,
  error: 'fout: {{message}}',
  lang: '--lang is nl, de of en',
  timeoutMs: '--timeout-ms moet een geheel aantal milliseconden zijn',
  cannotOpen: 'kan de datamap niet openen: {{reason}}',
  needsChange: '{{command}} heeft een wijzigingsnummer nodig (zie `changes`)',
  unexpected: 'onverwacht argument "{{argument}}"',
  unknownCommand: 'onbekende opdracht "{{command}}" (zie --help)',
  required: '--{{flag}} is verplicht',
  notAnId: '--{{flag}} moet een id zijn (een geheel getal), niet "{{value}}"',
  urlScheme: '--url moet beginnen met http:// of https://',
  notAUrl: '--url {{url}} is geen URL (bijvoorbeeld http://127.0.0.1:4010/v1)',
  accountNumber: '--account moet een geheel getal zijn',
  orForce: '{{message}} Of geef --force mee.',
  setFormat: '--set verwacht Veld=Waarde, niet "{{value}}"',
  remoteSet: 'Server ingesteld op {{url}}.',
  remoteSetAccount: 'Server ingesteld op {{url}} als account {{account}}.',
  savedTimesheet: 'Boeking {{id}} opgeslagen (nog niet verzonden).',
  savedExpense: 'Onkostenpost {{id}} opgeslagen (nog niet verzonden).',
  queuedAgain: 'Wijziging {{id}} staat weer in de wachtrij.',
  discarded: 'Wijziging {{id}} verworpen.',
  rejectedReason: 'geweigerd: {{reason}}',
  noReason: 'geen reden opgegeven',
  status:
    'nog niet verzonden {{pending}}, bezig {{sending}}, geweigerd {{rejected}}, gesynchroniseerd {{synced}}; laatste synchronisatie {{last}}',
  never: 'nooit',
  notSignedIn:
    'Niet ingelogd: voer `remote login` uit om bij de PSA-dienst in te loggen en synchroniseer daarna.',
  syncOutcome:
    '{{outcome}}: {{message}} (verzonden {{pushed}}, al eerder verzonden {{adopted}}, geweigerd {{rejected}}, opgehaald {{pulled}}, verwijderd {{deleted}}, nog niet verzonden {{pending}})',
  syncRejected: 'sync: {{n}} wijziging(en) geweigerd door de server; zie `changes`',
  syncDone: 'sync: klaar',
  syncProgress: 'sync: {{phase}} {{done}}/{{total}}',
  syncProgressStep: 'sync: {{phase}} {{step}} {{done}}/{{total}}',
  syncPhase: { push: 'verzenden', pull: 'ophalen' },
  head: {
    id: 'ID',
    from: 'VAN',
    to: 'TOT',
    hours: 'UREN',
    project: 'PROJECT',
    description: 'OMSCHRIJVING',
    state: 'STATUS',
    date: 'DATUM',
    total: 'TOTAAL',
    change: 'WIJZIGING',
    what: 'WAT',
    record: 'RECORD',
    attempts: 'POGINGEN',
    reason: 'REDEN',
  },
  backups: {
    none: 'Nog geen back-ups in {{dir}} (er wordt er elke dag een gemaakt waarop de replica wordt geopend).',
    taken: 'gemaakt',
    size: 'grootte',
    unsynced: 'niet gesynchroniseerd',
    why: 'waarom',
    name: 'naam',
    beforeUpdate: 'voor update',
    daily: 'dagelijks',
    restoreNeeds:
      'restore heeft een back-up nodig: --latest of een naam uit `npm run cli -- backups` ({{n}} in {{dir}})',
  },
  import: {
    needsFile: 'import-projects heeft een BESTAND nodig (een CSV-bestand; zie de README voor de kolommen)',
    cannotRead: 'kan {{file}} niet lezen: {{reason}}',
    similar: '--similar is "use" (het record dat hier staat) of "new" (nog een toevoegen)',
    line: 'regel {{line}}',
    lineColumn: 'regel {{line}}, {{column}}',
    fixRows: 'Er is niets geïmporteerd: corrigeer deze rijen en importeer het bestand opnieuw.',
    answerSimilar:
      'Er is niets geïmporteerd: antwoord met --similar use (toevoegen aan wat hier staat) of --similar new.',
    projects: '{{added}} projecten toegevoegd',
    projectsExisting: '{{added}} projecten toegevoegd, {{existing}} stonden er al',
    contractLines: '{{added}} contractregels toegevoegd',
    contractLinesExisting: '{{added}} contractregels toegevoegd, {{existing}} stonden er al',
    roles: '{{added}} rollen toegevoegd',
    rolesExisting: '{{added}} rollen toegevoegd, {{existing}} stonden er al',
    companies: '{{added}} bedrijven toegevoegd',
  },
  login: {
    settingsFile: '--settings {{file}}: {{problem}}',
    wholeFile: '(bestand)',
    notSettingsFile: 'geen instellingenbestand',
    urlRequired: '--url is verplicht (het API-adres, bijvoorbeeld http://127.0.0.1:4010/v1)',
    notHttp: '--url {{url}} is geen http(s)-adres (bijvoorbeeld http://127.0.0.1:4010/v1)',
    openAddress: 'Open dit adres in je browser om in te loggen:\n{{url}}',
    waiting: 'Wachten op het inloggen (de browser keert terug naar {{url}})…',
    denied:
      'Inloggen is geweigerd: je hebt op de pagina van de PSA-dienst op Weigeren geklikt. Voer `remote login` opnieuw uit als je zover bent.',
    signedIn: 'Ingelogd als {{name}} (account {{id}})',
    account: 'account',
    accountUnknown: 'Ingelogd, maar welk account van jou is, is niet bekend. De accounts:',
    chooseAccount: 'log opnieuw in met --email E-MAIL of --account ID zodat boekingen op jouw naam komen',
  },
  // De verzendregel (cli/commands.ts settingsCmd, sendCmd)
  sendRule: 'verzendregel: {{rule}}',
  sendRuleName: {
    end_of_day:
      'end-of-day (een boeking wordt verstuurd zodra haar dag voorbij is en ze 15 minuten ongewijzigd is)',
    week: 'week (boekingen worden verstuurd als hun week is ingediend)',
    at_once: 'at-once (elke boeking gaat mee met de volgende synchronisatie)',
  },
  sendRuleValue: '--send-rule is end-of-day, week of at-once',
  sendScope: 'send heeft precies één van --day D, --week D of --all nodig',
  sendDay: '--{{flag}} moet een dag jjjj-mm-dd zijn, niet "{{value}}"',
  released_one: '{{count}} boeking vrijgegeven om te versturen.',
  released_other: '{{count}} boekingen vrijgegeven om te versturen.',
  heldAfterSync_one:
    '{{count}} boeking blijft op deze computer (te wijzigen) tot de verzendregel haar laat gaan; `send --all` verstuurt haar nu.',
  heldAfterSync_other:
    '{{count}} boekingen blijven op deze computer (te wijzigen) tot de verzendregel ze laat gaan; `send --all` verstuurt ze nu.',
};
export default messages;
