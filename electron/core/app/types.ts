import type { z } from 'zod';
import type { Channel, ChannelResponse, Channels } from '../../../shared/app/contract';
import type { Replica } from '../replica/context';
import type { AppEvents } from './events';
import type { SecretStore } from './secret-store';
import type { SyncService } from './sync-service';
import type { DemoRemote } from './demo-remote';

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
  readonly events: AppEvents;
  readonly sync: SyncService;
  readonly demo: DemoRemote;
}
