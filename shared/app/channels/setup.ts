import { z } from 'zod';
import { SettingsView } from '../views';
import { none } from './fields';
import type { ChannelsOf } from './map';

/** A problem with a projects file (or the hand form): at a line (1 is the header) and column. */
const ImportProblemView = z.object({
  line: z.number(),
  column: z.string().nullable(),
  message: z.string(),
});

const added = z.object({ added: z.number(), existing: z.number() });

/** What an offline import did: nothing at all when it lists problems or questions. */
export const ImportResultView = z.object({
  imported: z.boolean(),
  problems: z.array(ImportProblemView),
  /** Rows naming a look-alike of a company or project here: send again with `similar` to go on. */
  questions: z.array(ImportProblemView),
  /** What was matched to records here (never a silent duplicate), e.g. '"Acme BV" is Acme B.V. here'. */
  notes: z.array(z.string()),
  projects: added,
  contractLines: added,
  roles: added,
  companies: z.object({ added: z.number() }),
});
/** What an offline import did. */
export type ImportResultT = z.infer<typeof ImportResultView>;

const field = (max = 200) => z.string().trim().max(max).optional();
/** The answer to the questions about look-alikes: use the record here, or add a new one. */
const similar = z.enum(['use', 'new']).optional();

/** One project typed by hand, with at most one contract line and one role (the columns of a file row). */
const HandProject = z.object({
  projectName: field(),
  projectNumber: field(),
  company: field(),
  currency: field(20),
  lineId: field(19),
  lineName: field(),
  lineKind: field(10),
  roleId: field(19),
  roleName: field(),
  similar,
});

/** The channels of the first start: work offline only (with projects from a file or by hand), or the demo remote. */
export const setupChannels = {
  'setup:offline': { request: none, response: SettingsView },
  'setup:demo': { request: none, response: SettingsView },
  // A projects file as text (the renderer and the CLI read it), at most 5 MB.
  'setup:importProjects': {
    request: z.object({ text: z.string().max(5_000_000), similar }),
    response: ImportResultView,
  },
  'setup:addProject': { request: HandProject, response: ImportResultView },
} as const satisfies ChannelsOf<'setup'>;
