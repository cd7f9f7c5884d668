// Types of make-icons.mjs for the TypeScript tests that import it.

/** A PNG file of `size` x `size` RGBA pixels. */
export function encodePng(size: number, rgba: Uint8Array): Buffer;
/** Renders the icon (or the black tray template) at `size` px. */
export function renderIcon(size: number, template?: boolean): Uint8Array;
/** Every icon file, by path from the project root: [size, template]. */
export const ICON_FILES: Record<string, [number, boolean]>;
