/*
 * Environment variables that change what the desktop app loads. They serve development only
 * (`electron-vite dev` sets ELECTRON_RENDERER_URL; PSA_SQLITE_BINDING lets a developer try another
 * build of better-sqlite3's addon): in a
 * packaged app they are ignored, so an environment variable can never point a shipped app at
 * another page or make it load another native library.
 */

/** What the environment may change about a launch. */
export interface LaunchOverrides {
  /** The dev server to load the renderer from instead of app://bundle. */
  devServerUrl: string | undefined;
  /** Another build of better-sqlite3's addon than the prebuilt one of the package. */
  sqliteBinding: string | undefined;
}

/** The overrides `env` asks for, honoured only when the app is not packaged. */
export function launchOverrides(
  env: Readonly<Record<string, string | undefined>>,
  isPackaged: boolean,
): LaunchOverrides {
  if (isPackaged) return { devServerUrl: undefined, sqliteBinding: undefined };
  return {
    devServerUrl: httpUrl(env['ELECTRON_RENDERER_URL']),
    sqliteBinding: env['PSA_SQLITE_BINDING'] || undefined,
  };
}

/** `text` when it is an http(s) URL; anything else (file:, javascript:, junk) is ignored. */
function httpUrl(text: string | undefined): string | undefined {
  if (!text) return undefined;
  try {
    const protocol = new URL(text).protocol;
    return protocol === 'http:' || protocol === 'https:' ? text : undefined;
  } catch {
    return undefined;
  }
}
