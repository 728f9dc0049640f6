import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import zhCrud from '../src/i18n/locales/zh-CN/crud.json';

/**
 * A row action by its accessible name: the labelled button when it is shown in the row, otherwise the
 * item of the row's "More" menu (opened here; another open menu is closed first).
 */
export async function findRowAction(user: UserEvent, row: HTMLElement, name: string): Promise<HTMLElement> {
  const inline = within(row).queryByRole('button', { name });
  if (inline) {
    return inline;
  }
  if (screen.queryByRole('menu')) {
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  }
  const more = within(row).queryByRole('button', { name: zhCrud.row.more });
  if (!more) {
    throw new Error(`no row action "${name}" and no "More" menu`);
  }
  await user.click(more);
  return screen.findByRole('menuitem', { name });
}

/** Whether the row offers the action, as a button or in its "More" menu (the menu is closed again). */
export async function hasRowAction(user: UserEvent, row: HTMLElement, name: string): Promise<boolean> {
  const found = await findRowAction(user, row, name).then(
    () => true,
    () => false,
  );
  if (screen.queryByRole('menu')) {
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  }
  return found;
}
