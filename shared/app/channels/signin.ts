import { z } from 'zod';
import { OAUTH_SCOPES } from '../../psa/oauth-scopes';
import { ProjectManagerView, SettingsView } from '../views';
import { none, idText } from './fields';
import type { ChannelsOf } from './map';
import { validationCode } from '../../i18n/problems';

/*
 * Sign-in to the PSA service with OAuth 2.0 (decision 24, RFC 8252 for native apps): the core
 * opens a one-shot loopback listener, hands back the authorization URL (and opens the system
 * browser where it can), then exchanges the code, learns the account and keeps the tokens.
 */

/** The real PSOhub's addresses (decisions 24 and 28); its token URL and client come from the firm. */
export const PSOHUB_PRESET = {
  baseUrl: 'https://www.psohubapp.com/rest/psohubapi/v1',
  authUrl: 'https://www.psohubapp.com/link/apiauthorization',
} as const;

/** The reference server's demo client (`npm run server -- --seed demo`), offered for a custom server. */
export const REFERENCE_DEMO_CLIENT = { clientId: 'psa-desk', clientSecret: 'demo-client-secret' } as const;

/** Every resource scope, asked for when the firm names none. */
export const DEFAULT_SCOPE = OAUTH_SCOPES.join(' ');

/**
 * The small settings file a firm hands its consultants for the PSOhub preset (or a custom server):
 * `{"baseUrl", "authUrl", "tokenUrl", "clientId", "clientSecret", "scope"}`; only tokenUrl,
 * clientId and clientSecret are required, unknown fields are refused (a typo must not pass).
 */
export const SignInSettingsFile = z.strictObject({
  baseUrl: z.url({ protocol: /^https?$/ }).optional(),
  authUrl: z.url({ protocol: /^https?$/ }).optional(),
  tokenUrl: z.url({ protocol: /^https?$/ }),
  clientId: z.string().trim().min(1),
  clientSecret: z.string().min(1),
  scope: z.string().trim().optional(),
});
export type SignInSettingsFileT = z.output<typeof SignInSettingsFile>;

const httpUrl = z.url({ protocol: /^https?$/, error: validationCode('httpAddress') });

/** What a sign-in starts from: a preset and what the firm's admin entered or imported. */
export const SignInRequest = z
  .object({
    /** 'psohub': PSOhub's fixed addresses; 'custom': a server that offers decision 24's flow at its origin. */
    preset: z.enum(['psohub', 'custom']),
    /** The API's base URL (up to and including the version). Custom: required. PSOhub: its own by default. */
    baseUrl: httpUrl.optional(),
    /** The consent page. Custom: origin + /link/apiauthorization by default. */
    authUrl: httpUrl.optional(),
    /** The token endpoint. Custom: origin + /oauth/token by default. PSOhub: required. */
    tokenUrl: httpUrl.optional(),
    clientId: z.string().trim().min(1, validationCode('clientId')),
    clientSecret: z.string().min(1, validationCode('clientSecret')),
    /** Resource names separated by spaces; default: all of them. */
    scope: z.string().trim().optional(),
    /** The user's email at the PSA service: how the app finds the account when the remote does not name it. */
    email: z.email().optional(),
    /** Switch remotes even though changes for the current one are queued. */
    force: z.boolean().optional(),
  })
  .superRefine((r, ctx) => {
    if (r.preset === 'custom' && r.baseUrl === undefined)
      ctx.addIssue({ code: 'custom', path: ['baseUrl'], message: validationCode('serverAddress') });
    if (r.preset === 'psohub' && r.tokenUrl === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['tokenUrl'],
        message: validationCode('tokenUrl'),
      });
  });
export type SignInRequestT = z.input<typeof SignInRequest>;

/** Where a sign-in stands. */
export const SignInStatusView = z.object({
  state: z.enum(['idle', 'waiting', 'signed-in', 'failed']),
  /** Why it failed (failed only). */
  problem: z
    .enum([
      'denied',
      'timeout',
      'cancelled',
      'invalid_client',
      'invalid_grant',
      'forbidden',
      'unreachable',
      'other',
    ])
    .nullable(),
  message: z.string(),
  /** While waiting: the address the browser should open (again, if no tab opened). */
  authorizationUrl: z.string().nullable(),
  accountId: idText.nullable(),
  accountName: z.string().nullable(),
  /** Signed in, but which account is the user's could not be told: the accounts to choose from (settings:update). */
  chooseFrom: z.array(ProjectManagerView).nullable(),
});
export type SignInStatusViewT = z.output<typeof SignInStatusView>;

/** The channels of the sign-in. */
export const signinChannels = {
  /** Starts a sign-in (a running one is cancelled); the browser opens the answer's authorizationUrl. */
  'signin:start': {
    request: SignInRequest,
    response: z.object({ authorizationUrl: z.string(), redirectUrl: z.string(), openedBrowser: z.boolean() }),
  },
  'signin:status': { request: none, response: SignInStatusView },
  /** Answers once the sign-in under way has ended (at once when none is). */
  'signin:wait': { request: none, response: SignInStatusView },
  'signin:cancel': { request: none, response: SignInStatusView },
  /** Forgets the tokens; entries stay and wait for the next sign-in. */
  'signin:signOut': { request: none, response: SettingsView },
} as const satisfies ChannelsOf<'signin'>;
