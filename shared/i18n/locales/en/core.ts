/** The core's messages: refusals, questions and errors a user reads (electron/core). */
export default {
  // Anything unexpected (app/errors.ts)
  internal: 'Something went wrong in the app core; the details are in its log.',
  // A project whose name is not known yet
  projectId: 'Project {{id}}',
  projectNotSynced: 'Project (not synced yet)',
  // Checks before an entry or expense is stored (app/entries/sanity.ts)
  sanity: {
    dayOver24: '{{day}} would hold {{hours}} h: a day has at most 24 h.',
    dayOverMax: '{{day}} would hold {{hours}} h, more than your daily maximum of {{max}} h.',
    dateAhead_one: '{{day}} is {{count}} day ahead of today.',
    dateAhead_other: '{{day}} is {{count}} days ahead of today.',
    dateBack_one: '{{day}} is {{count}} day ago.',
    dateBack_other: '{{day}} is {{count}} days ago.',
    dayApproved: 'Hours of {{day}} are already approved.',
    expenseFuture: '{{day}} is in the future: enter an expense once it is made.',
    vatRate: 'The VAT rate is {{rate}} %, outside 0-30 %.',
    vatOnZero: 'There is VAT on an amount of 0 (ex VAT).',
    overlapEntry: '{{from}}–{{to}} on {{project}}',
    overlap: '{{from}}–{{to}} on {{day}} overlaps your entry {{entries}}.',
    overlapMore_one: '{{from}}–{{to}} on {{day}} overlaps your entry {{entries}} and {{count}} more.',
    overlapMore_other: '{{from}}–{{to}} on {{day}} overlaps your entry {{entries}} and {{count}} more.',
  },
};
