import type { ReactNode } from 'react';

/**
 * One row action. Pages answer a list of these; `CrudRowActions` lays them out (labelled buttons, the
 * ones after the third in a "More" menu), so a new action fits without any layout work.
 */
export interface RowAction {
  /** Unique within the row. */
  key: string;
  /** The translated text shown on the button or menu item. */
  label: string;
  icon?: ReactNode;
  onClick: () => void;
  /** Mantine colour (red for destructive actions). */
  color?: string;
  /** Why the action cannot run now: the action stays visible, disabled, with this text as its tooltip. */
  disabledReason?: string;
  /** A running action: its button shows a spinner. */
  loading?: boolean;
  /** A toggle that is on (aria-pressed; a light button). */
  active?: boolean;
  /** Accessible name when the label alone is ambiguous (e.g. `${row.name}: ${label}`); must contain the label. */
  ariaLabel?: string;
}

/** How many actions show as buttons before the rest go into the "More" menu. */
export const INLINE_ROW_ACTIONS = 3;
