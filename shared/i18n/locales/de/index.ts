/** Every namespace of the de catalogue. */
import common from './common';
import shell from './shell';
import week from './week';
import timer from './timer';
import entry from './entry';
import entries from './entries';
import expenses from './expenses';
import companies from './companies';
import projects from './projects';
import invoices from './invoices';
import plans from './plans';
import palette from './palette';
import settings from './settings';
import setup from './setup';
import signin from './signin';
import sync from './sync';
import reports from './reports';
import review from './review';
import reminders from './reminders';
import core from './core';
import cli from './cli';
import pdf from './pdf';
import language from './language';
import a11y from './a11y';

export const de = {
  common,
  shell,
  week,
  timer,
  entry,
  entries,
  expenses,
  companies,
  projects,
  invoices,
  plans,
  palette,
  settings,
  setup,
  signin,
  sync,
  reports,
  review,
  reminders,
  core,
  cli,
  pdf,
  language,
  a11y,
};
