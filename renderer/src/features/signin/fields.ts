import { z } from 'zod';
import {
  DEFAULT_SCOPE,
  REFERENCE_DEMO_CLIENT,
  SignInSettingsFile,
  type SignInRequestT,
} from '../../../../shared/app/channels/signin';

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

const url = (error: string) => z.url({ protocol: /^https?$/, error });

/** The checks of each preset (the core checks again). */
export const SignInFields = z.discriminatedUnion('preset', [
  z.object({
    preset: z.literal('psohub'),
    baseUrl: z.string(),
    authUrl: z.string(),
    tokenUrl: url('Enter the full token URL your firm gave you, starting with https://'),
    clientId: z.string().trim().min(1, 'Enter the client id'),
    clientSecret: z.string().min(1, 'Enter the client secret'),
    scope: z.string(),
    email: z.email('Enter your email at PSOhub'),
  }),
  z.object({
    preset: z.literal('custom'),
    baseUrl: url('Enter the full server address, e.g. http://127.0.0.1:4010/v1'),
    authUrl: z.string(),
    tokenUrl: z.string(),
    clientId: z.string().trim().min(1, 'Enter the client id'),
    clientSecret: z.string().min(1, 'Enter the client secret'),
    scope: z.string(),
    email: z.email('Enter your email at the PSA service'),
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
    return { problem: 'The settings file is not JSON.' };
  }
  const parsed = SignInSettingsFile.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.');
    return {
      problem: `The settings file is not right${where ? ` (${where})` : ''}: ${issue?.message ?? 'unknown format'}`,
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
