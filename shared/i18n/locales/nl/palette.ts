import type en from '../en/palette';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  palette: {
    title: 'Overal zoeken',
    placeholder: 'Zoek projecten, bedrijven, contactpersonen, facturen en acties',
    results: 'Resultaten',
    searching: 'Zoeken…',
    nothingMatches: 'Niets gevonden voor “{{text}}”.',
    searchFailed: 'Het zoeken is mislukt: {{error}}',
    notOpened: '{{title}} kon niet worden geopend',
  },
  groups: {
    project: 'Projecten',
    company: 'Bedrijven',
    contact: 'Contactpersonen',
    invoice: 'Facturen',
    actions: 'Acties',
  },
  hints: {
    move: 'verplaatsen',
    open: 'openen',
    close: 'sluiten',
    allShortcuts: 'alle sneltoetsen',
  },
  help: {
    title: 'Sneltoetsen',
    keysOf: 'Toetsen: {{where}}',
    inPalette: 'In het opdrachtenpalet',
    paletteKeys: 'Toetsen van het opdrachtenpalet',
    global: 'Vanuit elke app (alleen in de desktop-app)',
    globalKeys: 'Sneltoetsen vanuit elke app',
    move: 'Door de resultaten van het palet bewegen',
    open: 'Het resultaat openen of de actie uitvoeren',
    close: 'Het palet of deze lijst sluiten, terug naar waar je was',
  },
};
export default messages;
