import type en from '../en/core';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  internal: 'Er ging iets mis in de kern van de app; de details staan in het logbestand.',
  timer: {
    noneRunning: 'Er loopt geen timer.',
    pastMidnight: 'De timer liep over middernacht: kies eerst hoe je die tijd boekt.',
    away: 'Je was weg van {{from}} tot {{to}}: kies eerst wat je met die tijd doet.',
    alreadyRunning: 'Er loopt al een timer sinds {{since}}: stop of annuleer die eerst.',
    paused: 'de timer is gepauzeerd: hervat hem om te wijzigen wanneer hij begon',
    future: 'een timer kan niet in de toekomst beginnen',
    todayOnly: 'de timer kan op zijn vroegst vandaag beginnen: boek eerdere tijd als boeking',
    pausedUntil: 'de timer was gepauzeerd tot {{until}}: hij kan niet eerder beginnen',
    nothingToBook: 'De timer heeft geen tijd om te boeken: annuleer hem.',
    noAway: 'Er is geen afwezige tijd om over te beslissen.',
    chooseSplit: 'kies het project, de contractregel en de rol van de afwezige tijd',
  },
  unknownProject: 'project {{id}} is hier niet bekend',
  week: {
    locked:
      '{{hours}} u van deze dag zijn gesynchroniseerd of onderweg naar de server, en de PSA-API kan ze niet wijzigen: vul minstens {{hours}} u in (of voeg een correctieboeking toe in je PSA-dienst).',
    severalUnsent:
      'Deze dag heeft op deze rij meerdere boekingen die nog niet verzonden zijn: wijzig of verwijder ze in de daglijst onder het raster.',
    rowHasHours: 'Deze rij heeft deze week uren: wis ze voordat je de rij verwijdert.',
  },
  noAccount: 'Voor deze datamap is geen account ingesteld: kies eerst je account in Instellingen.',
  settings: {
    pendingChanges_one:
      '{{count}} wijziging wacht nog op verzending naar {{url}}. Synchroniseer of verwerp die eerst, of bevestig om toch te wisselen (ze gaan dan naar de nieuwe server).',
    pendingChanges_other:
      '{{count}} wijzigingen wachten nog op verzending naar {{url}}. Synchroniseer of verwerp ze eerst, of bevestig om toch te wisselen (ze gaan dan naar de nieuwe server).',
    tokenNotStored: 'Het token kon niet worden bewaard: {{reason}}',
    urlScheme: 'het adres moet beginnen met http:// of https://',
    urlAndToken: 'geef het adres en het token samen op, of geen van beide (de bewaarde server)',
    tokenForUrl: 'typ het token voor deze URL: het bewaarde token gaat alleen naar het bewaarde adres',
  },
  signIn: {
    anotherStarted: 'er is een andere aanmelding gestart',
    newerStarted: 'er is een nieuwere aanmelding gestart',
    notStored: 'De aanmelding kon niet worden bewaard: {{reason}}',
  },
  demoUnavailable: 'De demoserver kon niet worden gestart: {{reason}}',
  busy: {
    closingOrRestoring: 'de app wordt gesloten of zet een back-up terug',
    closing: 'de app wordt gesloten',
    restoring: 'er wordt al een back-up teruggezet',
  },
  receipts: {
    notBase64: 'Het bestand kon niet worden gelezen (dataBase64 is geen base64).',
    unknownExpense: 'Onkostenpost {{id}} is hier niet bekend: de bon is niet bewaard.',
    full: 'Deze onkostenpost heeft al {{count}} bonnen, het maximum voor één onkostenpost.',
    sameFile: 'Hetzelfde bestand zit al bij deze onkostenpost.',
    unknownReceipt: 'Bon {{id}} is hier niet bekend.',
    fileMissing: 'Het bestand van bon {{id}} ({{name}}) ontbreekt in de bonnen van de datamap.',
  },
  invoiceExternalId: 'Extern id {{externalId}} staat al op factuur {{invoices}}.',
  reviewUnknownProject: 'project {{id}} staat niet in de lokale replica',
  reportTooLarge:
    'De bonnen van {{period}} komen op {{size}}; één rapport bevat hoogstens {{max}}. Kies een kortere periode.',
  importOfflineFirst:
    'Kies eerst "Alleen offline werken": projecten uit een bestand zijn voor een map zonder PSA-dienst',
  importSyncs:
    'Deze map synchroniseert met een PSA-dienst: de projecten komen daarvandaan, niet uit een bestand',
  projectId: 'Project {{id}}',
  projectNotSynced: 'Project (nog niet gesynchroniseerd)',
  sanity: {
    dayOver24: '{{day}} zou {{hours}} u bevatten: een dag heeft hoogstens 24 u.',
    dayOverMax: '{{day}} zou {{hours}} u bevatten, meer dan je dagmaximum van {{max}} u.',
    dateAhead_one: '{{day}} ligt {{count}} dag na vandaag.',
    dateAhead_other: '{{day}} ligt {{count}} dagen na vandaag.',
    dateBack_one: '{{day}} is {{count}} dag geleden.',
    dateBack_other: '{{day}} is {{count}} dagen geleden.',
    dayApproved: 'Uren van {{day}} zijn al goedgekeurd.',
    expenseFuture: '{{day}} ligt in de toekomst: voer een onkostenpost in zodra je de kosten hebt gemaakt.',
    vatRate: 'Het btw-tarief is {{rate}} %, buiten 0-30 %.',
    vatOnZero: 'Er staat btw op een bedrag van 0 (excl. btw).',
    overlapEntry: '{{from}}–{{to}} op {{project}}',
    overlap: '{{from}}–{{to}} op {{day}} overlapt met je boeking {{entries}}.',
    overlapMore_one:
      '{{from}}–{{to}} op {{day}} overlapt met je boeking {{entries}} en nog {{count}} andere.',
    overlapMore_other:
      '{{from}}–{{to}} op {{day}} overlapt met je boeking {{entries}} en nog {{count}} andere.',
  },
  validation: {
    required: 'is verplicht',
    notEmpty: 'mag niet leeg zijn',
    tooLarge: 'is te groot',
    tooSmall: 'is te klein',
    nonNegative: 'moet een getal van 0 of meer zijn',
    moreThanZero: 'moet meer dan 0 zijn',
    atMost24: 'mag hoogstens 24 zijn',
    atMost1000Percent: 'mag hoogstens 1000% zijn',
    decimal: 'moet een decimaal getal zijn',
    wholeNumber: 'moet een geheel getal zijn',
    wholeNumberOrDigits: 'moet een geheel getal zijn (of een reeks cijfers)',
    digitsOnly: 'moet een geheel getal zijn, alleen in cijfers',
    recordId: 'moet een record-id zijn',
    date: 'moet een datum jjjj-mm-dd zijn',
    dateOrDateTime: 'moet een datum jjjj-mm-dd of een ISO 8601-datum-tijd zijn',
    dateTime: 'moet een ISO 8601-datum-tijd zijn, zoals 2026-01-31T09:00:00.000Z',
    time: 'moet een tijd uu:mm zijn',
    notBeforeStart: 'mag niet voor de begindatum liggen',
    withinYear: 'moet binnen een jaar na de begindatum liggen',
    withinTenYears: 'moet binnen tien jaar na de begindatum liggen',
    httpAddress: 'moet een http://- of https://-adres zijn',
    email: 'moet een e-mailadres zijn',
    currency: 'moet een ISO-valutacode van drie letters zijn',
    country: 'moet een ISO-landcode zijn, zoals NL of DEU',
    afterFrom: 'moet na DateTimeFrom liggen',
    withinPeriod: 'moet tussen DateTimeFrom en DateTimeTo passen',
    totalIsSum: 'moet gelijk zijn aan AmountExVAT plus VATAmount',
    notBelowExVat: 'mag niet kleiner zijn dan AmountExVAT',
    notBelowAmount: 'mag niet kleiner zijn dan het bedrag excl. btw',
    clientId: 'vul de client-id in',
    clientSecret: 'vul het client secret in',
  },
};
export default messages;
