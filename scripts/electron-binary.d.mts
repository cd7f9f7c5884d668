/** The electron package's folder. */
export function electronPackageDir(): string;
/** The installed Electron binary's path, or undefined when it was never downloaded. */
export function installedElectronBinary(): string | undefined;
