import type en from '../en/reminders';
import type { Messages } from '../../messages';

const messages: Messages<typeof en> = {
  notBookedToday: {
    title: 'Je hebt vandaag nog niets geboekt',
    body: 'Er is voor vandaag nog niets geboekt: open de week om je tijd te boeken.',
  },
  weekBelowUsual: {
    title: 'Deze week zit onder je gebruikelijke uren',
    body: '{{hours}} u geboekt deze week; meestal boek je {{usual}} u.',
  },
  rejected: {
    title_one: '{{count}} wijziging is geweigerd',
    title_other: '{{count}} wijzigingen zijn geweigerd',
    body: 'De PSA-dienst heeft ze geweigerd: corrigeer of verwerp ze in het synchronisatiecentrum.',
  },
  notSynced: {
    title_one: 'Al {{count}} dag niet gesynchroniseerd',
    title_other: 'Al {{count}} dagen niet gesynchroniseerd',
    body_one: '{{count}} wijziging wacht op verzending: open het synchronisatiecentrum.',
    body_other: '{{count}} wijzigingen wachten op verzending: open het synchronisatiecentrum.',
  },
  weekNotSubmitted: {
    title_one: 'Vorige week is niet ingediend',
    title_other: '{{count}} weken zijn niet ingediend',
    body: 'De uren staan vast op deze computer: controleer ze en klik op Week indienen.',
  },
};
export default messages;
