import type en from '../en/core';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  internal: 'Im Kern der App ist ein Fehler aufgetreten; die Einzelheiten stehen im Protokoll.',
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
};
export default messages;
