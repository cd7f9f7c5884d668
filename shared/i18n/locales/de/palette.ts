import type en from '../en/palette';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  palette: {
    title: 'Überall suchen',
    placeholder: 'Projekte, Unternehmen, Kontakte, Rechnungen und Aktionen suchen',
    results: 'Ergebnisse',
    searching: 'Suche läuft…',
    nothingMatches: 'Keine Treffer für „{{text}}“.',
    searchFailed: 'Die Suche ist fehlgeschlagen: {{error}}',
    notOpened: '{{title}} konnte nicht geöffnet werden',
  },
  groups: {
    project: 'Projekte',
    company: 'Unternehmen',
    contact: 'Kontakte',
    invoice: 'Rechnungen',
    actions: 'Aktionen',
  },
  hints: {
    move: 'bewegen',
    open: 'öffnen',
    close: 'schließen',
    allShortcuts: 'alle Tastenkürzel',
  },
  help: {
    title: 'Tastenkürzel',
    keysOf: 'Tasten: {{where}}',
    inPalette: 'In der Befehlspalette',
    paletteKeys: 'Tasten der Befehlspalette',
    global: 'Aus jeder Anwendung (nur in der Desktop-App)',
    globalKeys: 'Tastenkürzel aus jeder Anwendung',
    move: 'Durch die Ergebnisse der Palette bewegen',
    open: 'Das Ergebnis öffnen oder die Aktion ausführen',
    close: 'Die Palette oder diese Liste schließen, zurück zur vorherigen Stelle',
  },
};
export default messages;
