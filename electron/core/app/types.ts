import type { z } from 'zod';
import type { Channel, ChannelResponse, Channels } from '../../../shared/app/contract';
import type { SignInRequestT, SignInStatusViewT } from '../../../shared/app/channels/signin';
import type { Replica } from '../replica/context';
import type { AppEvents } from './events';
import type { SecretStore } from './secret-store';
import type { SyncService } from './sync-service';
import type { DemoRemote } from './demo-remote';
import type { RemoteAuth } from './remote-auth';

/** A channel's request after its zod schema parsed it: what a handler receives. */
export type ChannelInput<C extends Channel> = z.output<Channels[C]['request']>;

/** One channel's handler: a validated request in, the response out (or a thrown refusal). */
export type AppHandler<C extends Channel> = (request: ChannelInput<C>) => Promise<ChannelResponse<C>>;

/** THE handler table: one handler per contract channel, nothing else. */
export type AppHandlers = { [C in Channel]: AppHandler<C> };

/** The handlers of some channels (one feature file's share of the table). */
export type HandlersOf<K extends Channel> = { [C in K]: AppHandler<C> };

/** What the feature files of the core share. */
export interface CoreContext {
  readonly dataDir: string;
  readonly r: Replica;
  readonly secrets: SecretStore;
  /** The remote's credentials (API key or OAuth sign-in) over `secrets`, with the shared bearer source. */
  readonly auth: RemoteAuth;
  readonly signIn: SignInControl;
  readonly events: AppEvents;
  readonly sync: SyncService;
  readonly demo: DemoRemote;
}

/** The OAuth sign-in of a core session (signin/service.ts implements it). */
export interface SignInControl {
  start(
    req: SignInRequestT,
  ): Promise<{ authorizationUrl: string; redirectUrl: string; openedBrowser: boolean }>;
  current(): SignInStatusViewT;
  wait(): Promise<SignInStatusViewT>;
  /** Ends a sign-in under way (its listener closes); `quiet`: no finished event (a replacement). */
  cancel(quiet?: boolean): SignInStatusViewT;
  /** Sign out: ends a sign-in under way and forgets how the last one ended (it is no longer news). */
  forget(): void;
}
