import { screen } from '@testing-library/react';

/** Matches a form field's label exactly, ignoring Mantine's required asterisk. */
export function fieldLabel(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}\\s*\\*?$`);
}

/** The table row holding `text` (a cell's text). */
export function dataRow(text: string): HTMLElement {
  const row = screen.getByText(text).closest('tr');
  if (!row) {
    throw new Error(`no row for ${text}`);
  }
  return row;
}
