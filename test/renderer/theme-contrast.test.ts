import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrast, readableColor } from '../../renderer/src/app/contrast';
import { cssVariablesResolver, theme } from '../../renderer/src/app/theme';

/*
 * The theme's colour tokens reach WCAG AA (4.5:1 for text) on the surfaces they are used on, in
 * both themes: secondary text, error text, coloured text and badges, and the text on filled
 * buttons (issue 17 point 1). axe checks the rendered screens; this checks every colour, also
 * those no screen shows today.
 */

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const vars = cssVariablesResolver(merged);
const palette = DEFAULT_THEME.colors;
/** Shade n of a palette colour ('' for a name the palette lacks). */
function shade(name: string, n: number): string {
  const tuple: readonly string[] | undefined = palette[name];
  return tuple?.[n] ?? '';
}
/** A token's value, following one level of var(--mantine-color-x-n). */
function value(scheme: 'light' | 'dark', name: `--${string}`): string {
  const raw = vars[scheme][name] ?? vars.variables[name] ?? '';
  const ref = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(raw);
  return ref ? shade(ref[1] ?? '', Number(ref[2])) : raw;
}
const NAMES = Object.keys(palette).filter((n) => n !== 'dark' && n !== 'gray');

describe('theme colour tokens', () => {
  it('secondary and error text reach 4.5:1 on the page, cards and stripes in both themes', () => {
    for (const bg of ['#ffffff', shade('gray', 0), shade('gray', 1)]) {
      expect(contrast(value('light', '--mantine-color-dimmed'), bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(value('light', '--mantine-color-error'), bg)).toBeGreaterThanOrEqual(4.5);
    }
    for (const bg of [shade('dark', 7), shade('dark', 6), shade('dark', 5)]) {
      expect(contrast(value('dark', '--mantine-color-dimmed'), bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(value('dark', '--mantine-color-error'), bg)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('every colour as text and as a light badge or alert reaches 4.5:1 in both themes', () => {
    for (const name of NAMES) {
      const text = value('light', `--mantine-color-${name}-text`);
      expect(contrast(text, '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
      const onTint = value('light', `--mantine-color-${name}-light-color`);
      expect(contrast(onTint, shade(name, 1)), name).toBeGreaterThanOrEqual(4.5);
      expect(contrast(onTint, shade(name, 2)), name).toBeGreaterThanOrEqual(4.5);
      expect(
        contrast(value('dark', `--mantine-color-${name}-text`), shade('dark', 7)),
        name,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('filled buttons and badges carry black or white text at 4.5:1 or more', () => {
    expect(merged.autoContrast).toBe(true);
    for (const scheme of ['light', 'dark'] as const) {
      const n = typeof merged.primaryShade === 'number' ? merged.primaryShade : merged.primaryShade[scheme];
      for (const name of NAMES) {
        const fill = shade(name, n);
        const best = Math.max(contrast(fill, '#ffffff'), contrast(fill, '#000000'));
        expect(best, `${name} ${scheme}`).toBeGreaterThanOrEqual(4.5);
      }
      // The primary colour keeps white text (autoContrast's crossover luminance is 0.179).
      expect(contrast(shade(merged.primaryColor, n), '#ffffff'), scheme).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('the focus ring reaches 3:1 on the page, cards, stripes and selected rows in both themes', () => {
    const light = value('light', '--app-focus');
    for (const bg of ['#ffffff', shade('gray', 0), shade('gray', 1), value('light', '--app-selected')])
      expect(contrast(light, bg), `light on ${bg}`).toBeGreaterThanOrEqual(3);
    const dark = value('dark', '--app-focus');
    for (const bg of [shade('dark', 7), shade('dark', 6), shade('dark', 5), value('dark', '--app-selected')])
      expect(contrast(dark, bg), `dark on ${bg}`).toBeGreaterThanOrEqual(3);
  });

  it('readableColor darkens a colour that no palette shade makes readable', () => {
    const picked = readableColor(['#ffd43b'], ['#ffffff']);
    expect(contrast(picked, '#ffffff')).toBeGreaterThanOrEqual(4.6);
    expect(readableColor(['#777777', '#333333'], ['#ffffff'])).toBe('#333333');
  });
});
