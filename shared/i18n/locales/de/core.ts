import type en from '../en/core';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  diskFull:
    'Der Datenträger ist voll: Es wurde nichts gespeichert; schaffen Sie Platz und versuchen Sie es erneut.',
  internal: 'Im Kern der App ist ein Fehler aufgetreten; die Einzelheiten stehen im Protokoll.',
  timer: {
    noneRunning: 'Es läuft kein Timer.',
    pastMidnight: 'Der Timer lief über Mitternacht: Wählen Sie zuerst, wie die Zeit gebucht wird.',
    away: 'Sie waren von {{from}} bis {{to}} abwesend: Wählen Sie zuerst, was mit dieser Zeit geschieht.',
    alreadyRunning: 'Seit {{since}} läuft bereits ein Timer: Stoppen oder verwerfen Sie ihn zuerst.',
    paused: 'der Timer ist pausiert: Setzen Sie ihn fort, um seinen Beginn zu ändern',
    future: 'ein Timer kann nicht in der Zukunft beginnen',
    todayOnly: 'der Timer kann frühestens heute beginnen: Buchen Sie frühere Zeit als Buchung',
    pausedUntil: 'der Timer war bis {{until}} pausiert: Er kann nicht davor beginnen',
    nothingToBook: 'Der Timer hat keine Zeit zu buchen: Verwerfen Sie ihn.',
    noAway: 'Es gibt keine Abwesenheit, über die zu entscheiden ist.',
    chooseSplit: 'wählen Sie Projekt, Vertragsposition und Rolle der abwesenden Zeit',
    refusedLine:
      'Der PSA-Dienst hat diese Vertragsposition in diesem Projekt abgelehnt: Wählen Sie eine andere Position',
    refusedRole: 'Der PSA-Dienst hat diese Rolle in diesem Projekt abgelehnt: Wählen Sie eine andere Rolle',
  },
  unknownProject: 'Projekt {{id}} ist hier nicht bekannt',
  week: {
    locked:
      '{{hours}} Std. dieses Tages sind synchronisiert oder unterwegs zum Server, und die PSA-API kann sie nicht ändern: Geben Sie mindestens {{hours}} Std. ein (oder legen Sie in Ihrem PSA-Dienst eine Korrekturbuchung an).',
    severalUnsent:
      'Dieser Tag hat in dieser Zeile mehrere nicht gesendete Buchungen: Ändern oder löschen Sie sie in der Tagesliste unter dem Raster.',
    rowHasHours: 'Diese Zeile hat in dieser Woche Stunden: Löschen Sie sie, bevor Sie die Zeile entfernen.',
  },
  noAccount:
    'Für diesen Datenordner ist kein Konto festgelegt: Wählen Sie zuerst Ihr Konto in den Einstellungen.',
  settings: {
    pendingChanges_one:
      '{{count}} Änderung wartet noch darauf, an {{url}} gesendet zu werden. Synchronisieren oder verwerfen Sie sie zuerst, oder bestätigen Sie den Wechsel trotzdem (sie wird dann an den neuen Server gesendet).',
    pendingChanges_other:
      '{{count}} Änderungen warten noch darauf, an {{url}} gesendet zu werden. Synchronisieren oder verwerfen Sie sie zuerst, oder bestätigen Sie den Wechsel trotzdem (sie werden dann an den neuen Server gesendet).',
    tokenNotStored: 'Das Token konnte nicht gespeichert werden: {{reason}}',
    urlScheme: 'die Adresse muss mit http:// oder https:// beginnen',
    plainHttp:
      'eine http://-Adresse würde Ihr Token unverschlüsselt senden: verwenden Sie https://{{host}} (einfaches http:// nur für diesen Computer: localhost oder 127.0.0.1)',
    urlAndToken: 'geben Sie Adresse und Token zusammen an oder keines von beiden (der gespeicherte Server)',
    tokenForUrl:
      'geben Sie das Token für diese URL ein: Das gespeicherte Token wird nur an die gespeicherte Adresse gesendet',
  },
  signIn: {
    anotherStarted: 'eine andere Anmeldung wurde gestartet',
    newerStarted: 'eine neuere Anmeldung wurde gestartet',
    notStored: 'Die Anmeldung konnte nicht gespeichert werden: {{reason}}',
  },
  demoUnavailable: 'Der Demo-Server konnte nicht gestartet werden: {{reason}}',
  busy: {
    closingOrRestoring: 'die App wird geschlossen oder stellt eine Sicherung wieder her',
    closing: 'die App wird geschlossen',
    restoring: 'eine Wiederherstellung läuft bereits',
  },
  receipts: {
    notBase64: 'Die Datei konnte nicht gelesen werden (dataBase64 ist kein Base64).',
    unknownExpense: 'Ausgabe {{id}} ist hier nicht bekannt: Der Beleg wurde nicht gespeichert.',
    full: 'Diese Ausgabe hat bereits {{count}} Belege, die Höchstzahl für eine Ausgabe.',
    sameFile: 'Dieselbe Datei ist dieser Ausgabe bereits angehängt.',
    unknownReceipt: 'Beleg {{id}} ist hier nicht bekannt.',
    fileMissing: 'Die Datei von Beleg {{id}} ({{name}}) fehlt in den Belegen des Datenordners.',
  },
  invoiceExternalId: 'Die externe ID {{externalId}} steht bereits auf Rechnung {{invoices}}.',
  reviewUnknownProject: 'Projekt {{id}} ist nicht in der lokalen Replik',
  reportTooLarge:
    'Die Belege von {{period}} umfassen {{size}}; ein Bericht fasst höchstens {{max}}. Wählen Sie einen kürzeren Zeitraum.',
  importOfflineFirst:
    'Wählen Sie zuerst "Nur offline arbeiten": Projekte aus einer Datei sind für einen Ordner ohne PSA-Dienst',
  importSyncs:
    'Dieser Ordner synchronisiert mit einem PSA-Dienst: Seine Projekte kommen von dort, nicht aus einer Datei',
  projectId: 'Projekt {{id}}',
  projectNotSynced: 'Projekt (noch nicht synchronisiert)',
  sanity: {
    dayOver24: '{{day}} hätte {{hours}} Std.: Ein Tag hat höchstens 24 Std.',
    dayOverMax: '{{day}} hätte {{hours}} Std., mehr als Ihr Tageshöchstwert von {{max}} Std.',
    dateAhead_one: '{{day}} liegt {{count}} Tag nach heute.',
    dateAhead_other: '{{day}} liegt {{count}} Tage nach heute.',
    dateBack_one: '{{day}} liegt {{count}} Tag zurück.',
    dateBack_other: '{{day}} liegt {{count}} Tage zurück.',
    dayApproved: 'Stunden vom {{day}} sind bereits genehmigt.',
    expenseFuture: '{{day}} liegt in der Zukunft: Erfassen Sie eine Ausgabe erst, wenn sie angefallen ist.',
    vatRate: 'Der MwSt.-Satz beträgt {{rate}} % und liegt außerhalb von 0-30 %.',
    vatOnZero: 'Auf einen Nettobetrag von 0 ist MwSt. angegeben.',
    overlapEntry: '{{from}}–{{to}} auf {{project}}',
    overlap: '{{from}}–{{to}} am {{day}} überschneidet sich mit Ihrer Buchung {{entries}}.',
    overlapMore_one:
      '{{from}}–{{to}} am {{day}} überschneidet sich mit Ihrer Buchung {{entries}} und {{count}} weiteren.',
    overlapMore_other:
      '{{from}}–{{to}} am {{day}} überschneidet sich mit Ihrer Buchung {{entries}} und {{count}} weiteren.',
  },
  sync: {
    offlineOnly:
      'Dieser Datenordner arbeitet nur offline: Verbinden Sie in den Einstellungen einen Server, um zu synchronisieren.',
    notSignedIn:
      'Nicht angemeldet: Melden Sie sich in den Einstellungen beim PSA-Dienst an, um zu synchronisieren.',
    noRemote:
      'Es ist kein Server eingerichtet: Verbinden Sie einen in den Einstellungen oder starten Sie den Demo-Server.',
    signInFirst: 'Melden Sie sich zuerst an: Sie haben sich von {{url}} abgemeldet.',
    enterAddress: 'Geben Sie zuerst die Adresse des PSA-Dienstes und ein API-Token ein.',
  },
  signInStatus: {
    idle: 'Keine Anmeldung im Gange.',
    waiting: 'Warten auf die Anmeldung im Browser…',
    signedInAs: 'Angemeldet als {{name}} (Konto {{id}})',
    account: 'Konto',
    chooseAccount: 'Angemeldet. Wählen Sie, welches Konto Ihres ist.',
    pageFailedTitle: 'Anmeldung fehlgeschlagen',
    pageFailed: '{{message}}. Kehren Sie zu PSA Desk zurück, um es erneut zu versuchen.',
    pageSignedInTitle: 'Angemeldet',
    pageSignedIn: 'Sie sind bei PSA Desk angemeldet. Sie können diesen Tab schließen.',
  },
  entryLocked: {
    synced: 'Diese Buchung ist synchronisiert: Die PSA-API kann sie weder ändern noch löschen.',
    noCreate: 'Diese Buchung hat keine wartende Anlage, die sich ändern ließe.',
    sending: 'Diese Buchung wird gerade gesendet; warten Sie, bis die Synchronisierung fertig ist.',
    mayHaveReached: 'Diese Buchung hat den Server vielleicht schon erreicht; synchronisieren Sie zuerst.',
  },
  remote: {
    timeout: 'Der PSA-Dienst hat nicht rechtzeitig geantwortet',
    timeoutAt: 'Der PSA-Dienst unter {{service}} hat nicht rechtzeitig geantwortet',
    tls: 'Keine sichere Verbindung zum PSA-Dienst (ein TLS-/Zertifikatsproblem)',
    tlsAt: 'Keine sichere Verbindung zum PSA-Dienst unter {{service}} (ein TLS-/Zertifikatsproblem)',
    notFound: 'Die Adresse des PSA-Dienstes wurde nicht gefunden (prüfen Sie die Adresse und Ihr Netzwerk)',
    notFoundAt:
      'Die Adresse {{host}} des PSA-Dienstes wurde nicht gefunden (prüfen Sie die Adresse und Ihr Netzwerk)',
    refused: 'Der PSA-Dienst antwortet nicht',
    refusedAt: 'Der PSA-Dienst unter {{service}} antwortet nicht',
    unreachable: 'Der PSA-Dienst ist nicht erreichbar',
    unreachableAt: 'Der PSA-Dienst unter {{service}} ist nicht erreichbar',
    server: 'Der PSA-Dienst hat selbst ein Problem (HTTP {{status}}); es wird erneut versucht',
    serverAt:
      'Der PSA-Dienst unter {{service}} hat selbst ein Problem (HTTP {{status}}); es wird erneut versucht',
    slowDown: 'Der PSA-Dienst bittet darum, langsamer zu werden (HTTP 429): {{message}}',
    slowDownAt: 'Der PSA-Dienst unter {{service}} bittet darum, langsamer zu werden (HTTP 429): {{message}}',
    signInAgain: 'Melden Sie sich erneut an',
    token: 'Der PSA-Dienst hat das Token nicht akzeptiert ({{status}}): {{message}}',
    protocol: 'Der PSA-Dienst hat unerwartet geantwortet',
    protocolAt: 'Der PSA-Dienst unter {{service}} hat unerwartet geantwortet',
    invalidAddress: 'ungültige Adresse des Dienstes: {{address}}',
    notJson: '{{endpoint}}: die Antwort ist kein JSON',
    unexpectedAnswer: '{{endpoint}}: unerwartete Antwort ({{where}})',
  },
  check: {
    failed: 'Die Verbindungsprüfung ist fehlgeschlagen: {{message}}',
    unreachable:
      'Der PSA-Dienst ist nicht erreichbar ({{message}}). Prüfen Sie die Adresse und Ihre Netzwerkverbindung.',
    timeout:
      'Der PSA-Dienst hat nicht rechtzeitig geantwortet. Prüfen Sie die Adresse und Ihre Netzwerkverbindung.',
    forbidden:
      'Der PSA-Dienst hat das Token akzeptiert, aber sein Konto darf die API möglicherweise nicht nutzen: Es braucht Admin-Zugriff und aktivierten API-Zugriff.',
    token:
      'Der PSA-Dienst hat das Token nicht akzeptiert. Prüfen Sie, ob es vollständig und noch gültig ist.',
    notTheApi:
      'Die Adresse hat geantwortet, aber nicht als PSA-API. Prüfen Sie die Adresse; sie endet mit der Version, etwa /v1.',
    refused: 'Der PSA-Dienst hat die Prüfung abgelehnt: {{message}}',
    protocol: 'Die Adresse hat geantwortet, aber nicht als PSA-API ({{message}}).',
    unavailable: 'Der PSA-Dienst ist gerade nicht verfügbar ({{message}}). Versuchen Sie es später erneut.',
  },
  notFound: {
    company: 'Unternehmen {{id}} ist hier nicht bekannt; synchronisieren Sie, um es abzurufen',
    contact: 'Kontakt {{id}} ist hier nicht bekannt; synchronisieren Sie, um ihn abzurufen',
    project: 'Projekt {{id}} ist hier nicht bekannt; synchronisieren Sie, um es abzurufen',
    invoice: 'Rechnung {{id}} ist hier nicht bekannt; synchronisieren Sie, um sie abzurufen',
  },
  markPaid: {
    Draft: 'Eine Rechnung im Entwurf muss genehmigt werden, bevor sie als bezahlt markiert werden kann.',
    Paid: 'Diese Rechnung ist bereits bezahlt.',
    Void: 'Eine stornierte Rechnung kann nicht als bezahlt markiert werden.',
  },
  lines: {
    knownHere: 'Die Positionen sind hier bekannt.',
    notSynced:
      'Vertragspositionen und Rollen dieses Projekts sind hier noch nicht bekannt: Das Projekt ist noch nicht synchronisiert.',
    upToDate: 'Die Positionen sind aktuell.',
    offline:
      'Vertragspositionen und Rollen dieses Projekts sind hier noch nicht bekannt (offline): Geben Sie die ID der Position ein oder synchronisieren Sie zuerst.',
    pulled_one: '{{count}} aktuelle Buchung des Projekts abgerufen.',
    pulled_other: '{{count}} aktuelle Buchungen des Projekts abgerufen.',
    failed: 'Vertragspositionen und Rollen dieses Projekts sind hier noch nicht bekannt: {{reason}}',
  },
  lineOwner:
    '{{line}} ist eine Position von {{owners}}, nicht von {{project}}: Wählen Sie eine Position dieses Projekts.',
  lineNamed: '„{{name}}“',
  lineId: 'Position {{id}}',
  lineNotSynced: 'Position (noch nicht synchronisiert)',
  syncOutcome: {
    inSync: 'alles synchron',
    massDelete: 'der Server hat {{what}} nicht mehr; bestätigen Sie, um sie hier zu löschen',
    massDeleteTable: '{{n}} von {{total}} {{table}}',
    noAccount: 'gesendet; es ist kein Konto festgelegt, daher wurde nichts abgerufen',
    failed: 'Synchronisierung fehlgeschlagen: {{reason}}',
    stillPending_one: '{{count}} Änderung noch ausstehend, {{rejected}} abgelehnt',
    stillPending_other: '{{count}} Änderungen noch ausstehend, {{rejected}} abgelehnt',
  },
  receiptFile: {
    empty: 'Die Datei ist leer: Wählen Sie die Belegdatei erneut aus.',
    tooLarge: 'Die Datei ist {{size}} groß; ein Beleg darf höchstens {{max}} groß sein.',
    itEmpty: 'Die Datei ist leer: Wählen Sie die Belegdatei erneut aus.',
    itTooLarge: 'Die Datei ist {{size}} groß; ein Beleg darf höchstens {{max}} groß sein.',
    itNotAReceipt:
      'Sie ist kein JPEG-, PNG- oder HEIC/HEIF-Bild und kein PDF (ihr Inhalt ist etwas anderes).',
    notAReceipt:
      'Diese Datei ist kein JPEG-, PNG- oder HEIC/HEIF-Bild und kein PDF (ihr Inhalt ist etwas anderes): Die Art eines Belegs wird aus seinem Inhalt gelesen, nicht aus seinem Namen.',
  },
  unnamed: {
    project: 'Projekt',
    company: 'Unternehmen',
    companyId: 'Unternehmen {{id}}',
    companyNotSynced: 'Unternehmen (noch nicht synchronisiert)',
    notSynced: 'noch nicht synchronisiert',
  },
  syncWait: {
    retrying: 'zu viele Anfragen, neuer Versuch um {{at}} (in {{seconds}} s)',
    until: 'der PSA-Dienst nimmt bis {{at}} keine Anfragen an; synchronisieren Sie danach erneut',
    linesNotPulled: 'die Vertragspositionen einiger Projekte konnten nicht abgerufen werden: {{reason}}',
  },
  signInProblem: {
    notAnswering: 'Der PSA-Dienst unter {{host}} antwortet nicht',
    noApi:
      'Unter dieser Adresse antwortet keine PSA API: Prüfen Sie, ob sie auf /v1 endet (zum Beispiel http://127.0.0.1:4010/v1)',
    denied:
      'Sie haben auf der Seite des PSA-Dienstes Ablehnen gewählt. Melden Sie sich erneut an, wenn Sie so weit sind.',
    forbidden:
      'Angemeldet, aber der PSA-Dienst verweigert diesem Konto die API (HTTP 403): Es braucht Administratorzugriff und aktivierten API-Zugriff.',
    unreachable: 'Der PSA-Dienst ist nicht erreichbar ({{message}}).',
    failed: 'Die Anmeldung ist fehlgeschlagen: {{message}}',
    credentials: 'Der PSA-Dienst hat die Zugangsdaten der App abgelehnt (invalid_client)',
    refused: 'Der PSA-Dienst hat die Anmeldung abgelehnt ({{error}})',
    refusedWhy: 'Der PSA-Dienst hat die Anmeldung abgelehnt ({{error}}): {{message}}',
    tokenUnreachable: 'Die Token-Adresse des PSA-Dienstes ist nicht erreichbar ({{cause}})',
    busy: 'Der PSA-Dienst ist ausgelastet (HTTP 429)',
    serverFailed: 'Der PSA-Dienst hat einen Fehler gemeldet (HTTP {{status}})',
    unexpected: 'unerwartete Antwort der Token-Adresse',
    replacedTitle: 'Anmeldung ersetzt',
    replaced: 'In PSA Desk wurde eine neuere Anmeldung gestartet.',
    deniedTitle: 'Anmeldung abgelehnt',
    closeTab: '{{message}} Sie können diesen Tab schließen.',
    pageNotFoundTitle: 'Nicht gefunden',
    pageNotFound: 'Diese Adresse nimmt nur die Rückleitung der Anmeldung von PSA Desk an.',
    pageOtherTitle: 'Nicht diese Anmeldung',
    pageOther: 'PSA Desk wartet nicht auf diese Anmeldung. Starten Sie sie erneut in der App.',
  },
  database: {
    tooNew:
      'die Datenbank hat die Schemaversion {{found}}, neuer als diese App unterstützt ({{supported}}); aktualisieren Sie die App',
    databaseIs: 'die Datenbank {{file}} ist {{problem}}; es wurde nichts hineingeschrieben. {{advice}}',
    replicaIs: 'die Replik {{file}} ist {{problem}}; es wurde nichts hineingeschrieben. {{advice}}',
    damaged: 'beschädigt ({{detail}})',
    replicaZeroBytes:
      'leer (0 Byte), aber dieser Ordner hatte eine Replik (ihre Notiz oder ihre Sicherungen sagen es)',
    replicaEmpty:
      'leer, aber dieser Ordner hatte eine Replik mit {{n}} nicht synchronisierten Änderung(en) am {{at}}',
    replicaMissing:
      'nicht vorhanden, aber dieser Ordner hatte eine Replik mit {{n}} nicht synchronisierten Änderung(en) am {{at}}',
    serverAdvice:
      'Stellen Sie eine Kopie wieder her, oder legen Sie die Datei beiseite, um neu zu beginnen (`npm run server -- seed --db FILE` lädt die Demodaten).',
    restoreAdvice:
      'Stellen Sie die letzte automatische Sicherung mit `npm run cli -- restore --latest` wieder her (`npm run cli -- backups` listet sie auf), oder legen Sie die Datei beiseite und synchronisieren Sie erneut.',
    restoreWithoutThem:
      'Stellen Sie die letzte automatische Sicherung mit `npm run cli -- restore --latest` wieder her (`npm run cli -- backups` listet sie auf); um ohne diese Änderungen mit einer leeren Replik zu beginnen, löschen Sie {{marker}}.',
  },
  units: {
    what: {
      distance: 'Entfernung',
      days: 'Anzahl der Tage',
      ratePerKm: 'Satz pro km',
      dailyRate: 'Tagessatz für {{country}}',
      rate: 'Satz',
      vatRate: 'MwSt.-Satz',
    },
    enter: '{{what}}: Bitte geben Sie einen Wert ein',
    number: '{{what}}: muss eine Zahl sein, etwa 12,5',
    decimals: '{{what}}: darf höchstens {{n}} Nachkommastellen haben',
    moreThanZero: '{{what}}: muss größer als 0 sein',
    atMost: '{{what}}: darf höchstens {{n}} sein',
    nonNegative: '{{what}}: muss eine Zahl ab 0 sein',
    atMostPercent: '{{what}}: darf höchstens {{n}} % sein',
    mustDecimals: '{{what}}: darf höchstens {{n}} Nachkommastellen haben',
    chooseCountry: 'Wählen Sie ein Land',
    rowCountry: 'Zeile {{row}}: Geben Sie das Land ein',
    rowCountryLong: 'Zeile {{row}}: Der Name des Landes ist zu lang (höchstens 60)',
    twice: '{{country}} steht zweimal in der Tabelle',
    currency: 'Die Währung von {{country}} muss ein Code aus 3 Buchstaben sein, etwa EUR',
    noRate:
      '{{country}} hat keine Tagespauschale: Fügen Sie sie unter Einstellungen › Ausgabenkategorien hinzu',
    otherCurrency:
      'Die Tagespauschale für {{country}} ist in {{rateCurrency}}, und dieses Projekt ist in {{currency}}',
    mileageDiffers:
      'Das Kilometergeld beträgt {{total}} ({{calculation}}); die Sätze haben sich vielleicht geändert: Prüfen Sie das Formular',
    perDiemDiffers:
      'Die Tagespauschale beträgt {{total}} ({{calculation}}); die Sätze haben sich vielleicht geändert: Prüfen Sie das Formular',
  },
  impossibleDate: {
    noMonth: '{{date}} ist kein Datum: Es gibt keinen Monat {{month}}',
    noDay: '{{date}} ist kein Datum: Es gibt keinen Tag {{day}}',
    daysInMonth: '{{date}} ist kein Datum: Der {{month}} {{year}} hat {{days}} Tage',
    month: {
      m1: 'Januar',
      m2: 'Februar',
      m3: 'März',
      m4: 'April',
      m5: 'Mai',
      m6: 'Juni',
      m7: 'Juli',
      m8: 'August',
      m9: 'September',
      m10: 'Oktober',
      m11: 'November',
      m12: 'Dezember',
    },
  },
  entryForm: {
    afterFrom: 'muss nach dem Beginn liegen',
    hoursOrTo: 'Stunden eingeben oder eine Endzeit',
    pastMidnight:
      'würde nach Mitternacht enden: ein Eintrag bleibt an seinem Tag (spätestens um {{latest}} beginnen oder aufteilen)',
  },
  validation: {
    required: 'ist erforderlich',
    notEmpty: 'darf nicht leer sein',
    tooLarge: 'ist zu groß',
    tooSmall: 'ist zu klein',
    nonNegative: 'muss eine Zahl ab 0 sein',
    moreThanZero: 'muss größer als 0 sein',
    atMost24: 'darf höchstens 24 sein',
    atMost1000Percent: 'darf höchstens 1000 % sein',
    decimal: 'muss eine Dezimalzahl sein',
    wholeNumber: 'muss eine ganze Zahl sein',
    wholeNumberOrDigits: 'muss eine ganze Zahl sein (oder eine Ziffernfolge)',
    digitsOnly: 'muss eine ganze Zahl nur aus Ziffern sein',
    recordId: 'muss eine Datensatz-ID sein',
    date: 'muss ein Datum JJJJ-MM-TT sein',
    dateOrDateTime: 'muss ein Datum JJJJ-MM-TT oder ein ISO-8601-Zeitpunkt sein',
    dateTime: 'muss ein ISO-8601-Zeitpunkt sein, etwa 2026-01-31T09:00:00.000Z',
    time: 'muss eine Uhrzeit hh:mm sein',
    notBeforeStart: 'darf nicht vor dem Anfangsdatum liegen',
    withinYear: 'muss innerhalb eines Jahres nach dem Anfangsdatum liegen',
    withinTenYears: 'muss innerhalb von zehn Jahren nach dem Anfangsdatum liegen',
    httpAddress: 'muss eine http://- oder https://-Adresse sein',
    email: 'muss eine E-Mail-Adresse sein',
    currency: 'muss ein dreistelliger ISO-Währungscode sein',
    country: 'muss ein ISO-Ländercode sein, etwa NL oder DEU',
    afterFrom: 'muss nach DateTimeFrom liegen',
    withinPeriod: 'muss zwischen DateTimeFrom und DateTimeTo liegen',
    totalIsSum: 'muss AmountExVAT plus VATAmount entsprechen',
    notBelowExVat: 'darf nicht kleiner als AmountExVAT sein',
    notBelowAmount: 'darf nicht kleiner als der Nettobetrag sein',
    clientId: 'geben Sie die Client-ID ein',
    clientSecret: 'geben Sie das Client-Secret ein',
    atLeastN: 'muss mindestens {{n}} sein',
    atMostN: 'darf höchstens {{n}} sein',
    decimalsN: 'darf höchstens {{n}} Nachkommastellen haben',
    betweenN: 'muss zwischen {{min}} und {{max}} liegen',
    serverAddress: 'geben Sie die Adresse des Servers ein',
    tokenUrl: 'geben Sie die Token-URL ein, die Sie vom Administrator Ihres Unternehmens erhalten haben',
    monthOrRange: 'geben Sie einen Monat oder einen Zeitraum an, nicht beides',
    requiredWord: 'erforderlich',
    useDate: 'verwenden Sie ein Datum im Format JJJJ-MM-TT',
    clockHhMm: 'Schreiben Sie die Uhrzeit als hh:mm, etwa 17:00',
    projectOrAccount: 'projectid oder accountid ist erforderlich',
  },
  // Die Berechnung von Kilometergeld oder Tagespauschale und die Beschreibung dazu
  unitTexts: {
    mileage: '{{km}} km × {{rate}} = {{total}}',
    mileageRoundTrip: '{{km}} km × 2 × {{rate}} = {{total}}',
    withVat: '{{calculation}} (inkl. {{vatRate}} % MwSt. {{vat}})',
    perDiem_one: '{{days}} Tag × {{rate}} ({{country}}) = {{total}}',
    perDiem_other: '{{days}} Tage × {{rate}} ({{country}}) = {{total}}',
    perDiemCurrency_one: '{{days}} Tag × {{rate}} {{currency}} ({{country}}) = {{total}} {{currency}}',
    perDiemCurrency_other: '{{days}} Tage × {{rate}} {{currency}} ({{country}}) = {{total}} {{currency}}',
    descriptionMileage: 'Kilometergeld, {{km}} km',
    descriptionMileageRoundTrip: 'Kilometergeld, {{km}} km hin und zurück',
    descriptionMileagePlaces: 'Kilometergeld {{places}}, {{km}} km',
    descriptionMileagePlacesRoundTrip: 'Kilometergeld {{places}}, {{km}} km hin und zurück',
    descriptionPerDiem_one: 'Tagespauschale {{country}}, {{days}} Tag',
    descriptionPerDiem_other: 'Tagespauschale {{country}}, {{days}} Tage',
  },
  queue: {
    timesheet: 'Buchung {{day}} {{from}}–{{to}}, {{hours}} Std. für {{project}}',
    timesheetDay: 'Buchung {{day}}, {{hours}} Std. für {{project}}',
    expense: 'Ausgabe {{day}}, {{amount}} für {{project}}',
    newCompany: 'Neues Unternehmen {{name}}',
    company: 'Änderungen an Unternehmen {{name}}',
    newContact: 'Neuer Kontakt {{name}}',
    contact: 'Änderungen an Kontakt {{name}}',
    newProject: 'Neues Projekt {{name}}',
    project: 'Änderungen an Projekt {{name}}',
    projectStage: 'Änderungen an Projekt {{name}} (Phase {{stage}})',
    markPaid: 'Rechnung {{number}} als bezahlt markieren',
    externalId: 'Externe ID {{externalId}} für Rechnung {{number}}',
    projectId: 'Projekt {{id}}',
  },
};
export default messages;
