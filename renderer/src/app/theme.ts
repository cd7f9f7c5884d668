import { Autocomplete, createTheme, Select } from '@mantine/core';

/** A calm desktop look: muted blue-grey primary, system fonts, small radii, focus rings for keyboard users. */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 6, dark: 5 },
  defaultRadius: 'sm',
  focusRing: 'auto',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  headings: { fontWeight: '600' },
  cursorType: 'pointer',
  components: {
    // A list opens on a click, an arrow key or typing, never on focus alone: a form that opens
    // with the focus in a picker must not show a list whose highlight Enter would pick.
    Select: Select.extend({ defaultProps: { openOnFocus: false } }),
    Autocomplete: Autocomplete.extend({ defaultProps: { openOnFocus: false } }),
  },
});
