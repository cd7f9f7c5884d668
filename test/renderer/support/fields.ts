import { screen } from '@testing-library/react';

/** The input a label names (Mantine links label and input; required marks are left out). */
export function input(label: string): HTMLInputElement {
  const el = screen.getByLabelText(label, { exact: false, selector: 'input' });
  if (!(el instanceof HTMLInputElement)) throw new Error(`${label} is not an input`);
  return el;
}

/** The error shown at a field: its error element, linked to the input by aria-describedby. */
export function fieldError(el: HTMLElement): string | null {
  const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id.endsWith('-error'));
  const errors = ids.map((id) => document.getElementById(id)).filter((e) => e !== null);
  return errors[0]?.textContent ?? null;
}
