import type en from '../en/core';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  internal: 'Er ging iets mis in de kern van de app; de details staan in het logbestand.',
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
};
export default messages;
