import type { FuseConfig, FuseV1Options, FuseVersion, flipFuses } from '@electron/fuses';

/** What the afterPack hook reads of electron-builder's context. */
export interface PackContext {
  appOutDir: string;
  electronPlatformName: string;
  packager: { appInfo: { productFilename: string }; executableName?: string };
}

/** The fuses of every packaged PSA Desk. */
export declare const FUSES: Readonly<{ version: FuseVersion.V1 } & Partial<Record<FuseV1Options, boolean>>>;
/** The packaged Electron binary of an afterPack context. */
export declare function electronBinaryPath(context: PackContext): string;
/** The configuration passed to flipFuses for this context. */
export declare function fuseConfig(context: Pick<PackContext, 'electronPlatformName'>): FuseConfig;
/** The afterPack hook: flips the fuses of the packaged binary. */
export declare function afterPack(context: PackContext, flip?: typeof flipFuses): Promise<void>;
export default afterPack;
