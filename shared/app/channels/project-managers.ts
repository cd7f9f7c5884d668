import { z } from 'zod';
import { ProjectManagerView } from '../views';
import { none } from './fields';
import type { ChannelsOf } from './map';

/** The channels of project managers (the accounts a project form offers as manager). */
export const projectManagerChannels = {
  'projectManagers:list': { request: none, response: z.array(ProjectManagerView) },
} as const satisfies ChannelsOf<'projectManagers'>;
