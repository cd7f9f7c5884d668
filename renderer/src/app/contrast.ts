/*
 * WCAG 2 contrast arithmetic for the theme's colour tokens (theme.ts): each text colour is chosen
 * from the palette, or darkened/lightened from it, until it reaches AA against every surface it
 * sits on, so a palette change cannot quietly drop a text below 4.5:1.
 */

/** WCAG AA for normal text, with a little headroom for anti-aliasing and rounding. */
export const AA_TEXT = 4.6;

function channels(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const at = (i: number) => parseInt(full.slice(i, i + 2), 16);
  return [at(0), at(2), at(4)];
}

/** Relative luminance of a #rrggbb colour (WCAG 2). */
export function luminance(hex: string): number {
  const linear = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = channels(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two #rrggbb colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `hex` mixed with `toward` (#rrggbb) by `amount` (0..1), as #rrggbb. */
export function mix(hex: string, toward: string, amount: number): string {
  const a = channels(hex);
  const b = channels(toward);
  return `#${a
    .map((v, i) =>
      Math.round(v + ((b[i] ?? v) - v) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Whether `fg` reaches `ratio` against every background. */
function readable(fg: string, backgrounds: readonly string[], ratio: number): boolean {
  return backgrounds.every((bg) => contrast(fg, bg) >= ratio);
}

/**
 * The first of `candidates` (in order of preference) that reaches `ratio` against every
 * background; failing all, the last one mixed step by step toward black or white (whichever the
 * backgrounds are furthest from) until it does.
 */
export function readableColor(
  candidates: readonly string[],
  backgrounds: readonly string[],
  ratio = AA_TEXT,
): string {
  const found = candidates.find((c) => readable(c, backgrounds, ratio));
  if (found) return found;
  const last = candidates[candidates.length - 1] ?? '#777777';
  const darkSurfaces = backgrounds.every((bg) => luminance(bg) < 0.18);
  const toward = darkSurfaces ? '#ffffff' : '#000000';
  for (let step = 1; step <= 20; step++) {
    const c = mix(last, toward, step / 20);
    if (readable(c, backgrounds, ratio)) return c;
  }
  return toward;
}
