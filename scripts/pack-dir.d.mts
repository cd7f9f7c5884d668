/** Builds the bundles into `work/out`, packs the Linux app folder into `work/pack`; the app.asar's path. */
export function packAppDir(work: string): Promise<string>;
