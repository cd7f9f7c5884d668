import {
  Autocomplete,
  Button,
  createTheme,
  Input,
  InputWrapper,
  DEFAULT_THEME,
  Select,
  Table,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { mix, readableColor } from './contrast';
import { densityVariables } from '../models/density-tokens';

/*
 * PSA Desk's design system on top of Mantine: a calm indigo primary, system fonts, a compact
 * type scale and spacing for a dense desktop tool, and colour tokens for both themes that keep
 * every text at or above WCAG AA (4.5:1): secondary ("dimmed") text, error text, coloured text,
 * the light variant of badges and alerts, and white text on filled buttons and badges.
 * App-level tokens (--app-*) are CSS variables used by global.css and the CSS modules.
 */

const colors = DEFAULT_THEME.colors;
const PRIMARY = 'indigo';
/** White on indigo-7 is 4.98:1 (indigo-6 was 4.32:1), white on indigo-8 5.67:1 in the dark theme. */
const PRIMARY_SHADE = { light: 7, dark: 8 } as const;

/** The surfaces text sits on, per theme: the page, cards and inputs, stripes and hovered rows. */
const LIGHT_SURFACES = ['#ffffff', colors.gray[0], colors.gray[1]];
const DARK_SURFACES = [colors.dark[7], colors.dark[6], colors.dark[5]];

/** Mantine's dark "light variant" background of a colour (darken(shade 9, 0.5) and 0.3 on hover). */
const darkTint = (tuple: MantineColorsTuple, amount: number) => mix(tuple[9], '#000000', amount);

/** Secondary text: about 5.9:1 on white in the light theme, 5.6:1 on the dark page. */
const DIMMED = {
  light: readableColor(['#5f666d', colors.gray[7]], [...LIGHT_SURFACES, colors[PRIMARY][1]]),
  dark: readableColor(['#a3a3a3', colors.dark[1]], [...DARK_SURFACES, darkTint(colors[PRIMARY], 0.5)]),
};

/**
 * The keyboard focus ring: 3:1 or more (WCAG 2.2 non-text contrast, 1.4.11 / 2.4.13) against
 * every surface it is drawn on, selected rows included. The filled primary was 2.74:1 on the dark
 * page, so the dark theme takes a lighter indigo.
 */
const FOCUS_RATIO = 3.1;
const FOCUS = {
  light: readableColor(
    [colors[PRIMARY][7], colors[PRIMARY][8]],
    [...LIGHT_SURFACES, colors[PRIMARY][1]],
    FOCUS_RATIO,
  ),
  dark: readableColor(
    [colors[PRIMARY][4], colors[PRIMARY][3], colors[PRIMARY][2]],
    [...DARK_SURFACES, darkTint(colors[PRIMARY], 0.5)],
    FOCUS_RATIO,
  ),
};

/** Per colour: its text colour and its light variant's text colour, readable in each theme. */
type Vars = Record<`--${string}`, string>;

function colourTokens(): { light: Vars; dark: Vars } {
  const light: Vars = {};
  const dark: Vars = {};
  for (const [name, tuple] of Object.entries(colors)) {
    if (name === 'dark' || name === 'gray') continue;
    light[`--mantine-color-${name}-text`] = readableColor([tuple[7], tuple[8], tuple[9]], LIGHT_SURFACES);
    light[`--mantine-color-${name}-light-color`] = readableColor(
      [tuple[8], tuple[9]],
      [tuple[1], tuple[2], '#ffffff'],
    );
    dark[`--mantine-color-${name}-text`] = readableColor(
      [tuple[4], tuple[3], tuple[2], tuple[1]],
      DARK_SURFACES,
    );
    dark[`--mantine-color-${name}-light-color`] = readableColor(
      [tuple[0]],
      [darkTint(tuple, 0.5), darkTint(tuple, 0.3)],
    );
    // An outline button or badge in the dark theme: its border and text.
    dark[`--mantine-color-${name}-outline`] = dark[`--mantine-color-${name}-text`] ?? tuple[4];
  }
  return { light, dark };
}

/** The CSS variables of both themes: Mantine's, corrected for contrast, and the app's own tokens. */
const resolver: CSSVariablesResolver = () => {
  const tokens = colourTokens();
  return {
    variables: {
      // Density (density-tokens.ts): comfortable until the setting says otherwise (density.ts sets
      // the chosen density's values on <html>, above these).
      ...densityVariables('comfortable'),
      '--app-section-gap': 'var(--mantine-spacing-md)',
      '--app-status-bar-height': '44px',
    },
    light: {
      ...tokens.light,
      '--mantine-color-dimmed': DIMMED.light,
      '--mantine-color-placeholder': DIMMED.light,
      '--mantine-color-error': tokens.light['--mantine-color-red-text'] ?? colors.red[9],
      '--mantine-color-anchor': tokens.light[`--mantine-color-${PRIMARY}-text`] ?? colors[PRIMARY][8],
      '--app-surface-raised': colors.gray[0],
      '--app-border': colors.gray[3],
      '--app-selected': colors[PRIMARY][1],
      '--app-selected-color': colors[PRIMARY][9],
      '--app-focus': FOCUS.light,
    },
    dark: {
      ...tokens.dark,
      '--mantine-color-dimmed': DIMMED.dark,
      '--mantine-color-placeholder': DIMMED.dark,
      '--mantine-color-error': tokens.dark['--mantine-color-red-text'] ?? colors.red[4],
      '--mantine-color-anchor': tokens.dark[`--mantine-color-${PRIMARY}-text`] ?? colors[PRIMARY][3],
      '--app-surface-raised': colors.dark[6],
      '--app-border': colors.dark[4],
      '--app-selected': darkTint(colors[PRIMARY], 0.5),
      '--app-selected-color': colors[PRIMARY][0],
      '--app-focus': FOCUS.dark,
    },
  };
};

/** Extra CSS variables for MantineProvider's `cssVariablesResolver`. */
export const cssVariablesResolver = resolver;

/** The app's Mantine theme. */
export const theme = createTheme({
  primaryColor: PRIMARY,
  primaryShade: PRIMARY_SHADE,
  // Filled buttons and badges pick black or white text, whichever contrasts more (the WCAG
  // crossover luminance is 0.179): white on blue, black on yellow.
  autoContrast: true,
  luminanceThreshold: 0.179,
  defaultRadius: 'sm',
  // A visible ring on whatever the keyboard focuses (global.css draws it with :focus-visible).
  focusRing: 'auto',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  // Type scale: a 14 px body for a dense desktop tool, steps of about 1.15.
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '0.9375rem', lg: '1.0625rem', xl: '1.25rem' },
  lineHeights: { xs: '1.4', sm: '1.45', md: '1.5', lg: '1.5', xl: '1.45' },
  spacing: { xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
  headings: {
    fontWeight: '600',
    sizes: {
      h1: { fontSize: '1.75rem', lineHeight: '1.25' },
      h2: { fontSize: '1.5rem', lineHeight: '1.3' },
      h3: { fontSize: '1.25rem', lineHeight: '1.35' },
      h4: { fontSize: '1.0625rem', lineHeight: '1.4' },
      h5: { fontSize: '0.9375rem', lineHeight: '1.45' },
      h6: { fontSize: '0.875rem', lineHeight: '1.45' },
    },
  },
  cursorType: 'pointer',
  components: {
    // A list opens on a click, an arrow key or typing, never on focus alone: a form that opens
    // with the focus in a picker must not show a list whose highlight Enter would pick.
    Select: Select.extend({ defaultProps: { openOnFocus: false } }),
    Autocomplete: Autocomplete.extend({ defaultProps: { openOnFocus: false } }),
    // A helper text goes under its input: the inputs of a two-column pair (To/Hours, Contract
    // line/Date, Stage/Project manager) then line up whatever text either has.
    InputWrapper: InputWrapper.extend({
      defaultProps: { inputWrapperOrder: ['label', 'input', 'description', 'error'] },
    }),
    // Tables: cell padding from the density tokens, a header that names each column, numbers set
    // by the .num class.
    Table: Table.extend({
      defaultProps: {
        verticalSpacing: 'var(--app-cell-padding-y)',
        horizontalSpacing: 'var(--app-cell-padding-x)',
      },
    }),
    // Default-size (sm) inputs and buttons take their height from the density; other sizes keep theirs.
    Input: Input.extend({
      vars: (_, props) =>
        props.size === undefined || props.size === 'sm'
          ? { wrapper: { '--input-height': 'var(--app-control-height)' } }
          : { wrapper: {} },
    }),
    Button: Button.extend({
      vars: (_, props) =>
        props.size === undefined || props.size === 'sm'
          ? { root: { '--button-height': 'var(--app-control-height)' } }
          : { root: {} },
    }),
  },
});
