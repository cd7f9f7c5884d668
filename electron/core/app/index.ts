// The app core's public surface: the Electron main process and web mode use only these.
export { createAppCore, type AppCore, type AppCoreOptions } from './core';
export { createInvoke, isChannel, type Invoke, type InvokeOptions } from './invoke';
export { settingsSecretStore, type SecretStore } from './secret-store';
export { AppCoreError, DatabaseDamagedError, DatabaseTooNewError, toAppError } from './errors';
export type { AppHandler, AppHandlers, ChannelInput } from './types';
export type { AppEventListener } from './events';
export type { DemoServerOptions } from './demo-remote';
