/** The project checkout this script belongs to. */
export declare const ROOT: string;
/** Where the bundle is: one file per entry, with migrations/ beside them. */
export declare const NODE_OUT: string;
/** The bundled entries, by the name `npm run <name>` and scripts/run.mjs know them. */
export declare const ENTRIES: Readonly<Record<'server' | 'cli' | 'web', string>>;
/** The Node arguments of `npm run <name>` as package.json states it, without `node`. */
export declare function npmScriptArgs(name: keyof typeof ENTRIES): string[];
/** The built path of an entry (`out/node/web.mjs`). */
export declare function entryPath(name: keyof typeof ENTRIES): string;
/** Whether out/node is missing or older than the sources. */
export declare function nodeBundleIsStale(root?: string): boolean;
/** Builds out/node when it is stale, in a child process, serialized with other builds; returns whether it was stale. */
export declare function ensureNodeBundle(): boolean;
