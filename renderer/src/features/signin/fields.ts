import { z } from 'zod';
import {
  DEFAULT_SCOPE,
  REFERENCE_DEMO_CLIENT,
  SignInSettingsFile,
  type SignInRequestT,
} from '../../../../shared/app/channels/signin';
import { issueText } from '../../components/shared-problem-text';
import { i18n } from '../../i18n';

/* The sign-in form's values, their checks, the firm's settings file, and the request they make. */

export type Preset = 'psohub' | 'custom';

/** What the form holds (strings, as typed). */
export interface SignInValues {
  preset: Preset;
  baseUrl: string;
  /** Only from a settings file (PSOhub's own page otherwise; a custom server's from its address). */
  authUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  email: string;
}

/** The checks' messages, in the language at the time they are shown. */
type Check = 'tokenUrl' | 'server' | 'clientId' | 'clientSecret' | 'emailPsohub' | 'emailService';
const say = (check: Check) => ({ error: () => i18n.t(`signin:check.${check}`) });
const url = (check: Check) => z.url({ protocol: /^https?$/, ...say(check) });

/** The checks of each preset (the core checks again). */
export const SignInFields = z.discriminatedUnion('preset', [
  z.object({
    preset: z.literal('psohub'),
    baseUrl: z.string(),
    authUrl: z.string(),
    tokenUrl: url('tokenUrl'),
    clientId: z.string().trim().min(1, say('clientId')),
    clientSecret: z.string().min(1, say('clientSecret')),
    scope: z.string(),
    email: z.email(say('emailPsohub')),
  }),
  z.object({
    preset: z.literal('custom'),
    baseUrl: url('server'),
    authUrl: z.string(),
    tokenUrl: z.string(),
    clientId: z.string().trim().min(1, say('clientId')),
    clientSecret: z.string().min(1, say('clientSecret')),
    scope: z.string(),
    email: z.email(say('emailService')),
  }),
]);

/** The form's first values for a preset; the reference server's demo client for a custom server. */
export function initialValues(preset: Preset): SignInValues {
  return {
    preset,
    baseUrl: '',
    authUrl: '',
    tokenUrl: '',
    clientId: preset === 'custom' ? REFERENCE_DEMO_CLIENT.clientId : '',
    clientSecret: preset === 'custom' ? REFERENCE_DEMO_CLIENT.clientSecret : '',
    scope: DEFAULT_SCOPE,
    email: '',
  };
}

/** The request the form's values make (a custom server's addresses come from its base URL, in the core). */
export function toRequest(v: SignInValues): SignInRequestT {
  const common = {
    clientId: v.clientId.trim(),
    clientSecret: v.clientSecret,
    ...(v.scope.trim() ? { scope: v.scope.trim() } : {}),
    ...(v.email.trim() ? { email: v.email.trim() } : {}),
    ...(v.authUrl.trim() ? { authUrl: v.authUrl.trim() } : {}),
  };
  if (v.preset === 'custom')
    return {
      preset: 'custom',
      baseUrl: v.baseUrl.trim(),
      ...(v.tokenUrl.trim() ? { tokenUrl: v.tokenUrl.trim() } : {}),
      ...common,
    };
  return {
    preset: 'psohub',
    tokenUrl: v.tokenUrl.trim(),
    ...(v.baseUrl.trim() ? { baseUrl: v.baseUrl.trim() } : {}),
    ...common,
  };
}

/** Reads the firm's settings file into form values, or says what is wrong with it. */
export function readSettingsFile(text: string): { values: Partial<SignInValues> } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problem: i18n.t('signin:check.notJson') };
  }
  const parsed = SignInSettingsFile.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.');
    const problem = issue ? issueText(issue) : i18n.t('signin:check.unknownFormat');
    return {
      problem: where
        ? i18n.t('signin:check.wrongAt', { where, problem })
        : i18n.t('signin:check.wrong', { problem }),
    };
  }
  const s = parsed.data;
  return {
    values: {
      tokenUrl: s.tokenUrl,
      clientId: s.clientId,
      clientSecret: s.clientSecret,
      ...(s.baseUrl ? { baseUrl: s.baseUrl } : {}),
      ...(s.authUrl ? { authUrl: s.authUrl } : {}),
      ...(s.scope ? { scope: s.scope } : {}),
    },
  };
}
