import { SettingsView } from '../views';
import { none } from './fields';
import type { ChannelsOf } from './map';

/** The channels of the first start: work offline only, or with the built-in demo remote. */
export const setupChannels = {
  'setup:offline': { request: none, response: SettingsView },
  'setup:demo': { request: none, response: SettingsView },
} as const satisfies ChannelsOf<'setup'>;
