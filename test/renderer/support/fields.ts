import { screen } from '@testing-library/react';

/** The input a label names (Mantine links label and input; required marks are left out). */
export function input(label: string): HTMLInputElement {
  const el = screen.getByLabelText(label, { exact: false, selector: 'input' });
  if (!(el instanceof HTMLInputElement)) throw new Error(`${label} is not an input`);
  return el;
}

/** The error shown with a field: the description element that aria-describedby points to for an invalid input. */
export function fieldError(el: HTMLElement): string | null {
  if (el.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const errors = ids.map((id) => document.getElementById(id)).filter((e) => e?.id.endsWith('-error'));
  return errors[0]?.textContent ?? null;
}
