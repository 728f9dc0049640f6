import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApolloClient } from '../../../app/apollo-client';
import { SignedInTestProviders } from '../../../../test/providers';
import zhCrud from '../../../i18n/locales/zh-CN/crud.json';
import { CrudRowActions } from './CrudRowActions';
import type { RowAction } from './row-action';

function actions(count: number, overrides: Partial<Record<number, Partial<RowAction>>> = {}): { list: RowAction[]; clicks: string[] } {
  const clicks: string[] = [];
  const list = Array.from({ length: count }, (_unused, index) => ({
    key: `a${index}`,
    label: `Action ${index + 1}`,
    onClick: () => clicks.push(`Action ${index + 1}`),
    ...overrides[index],
  }));
  return { list, clicks };
}

function renderActions(list: readonly RowAction[]) {
  const user = userEvent.setup();
  render(
    <SignedInTestProviders client={createApolloClient()}>
      <CrudRowActions actions={list} />
    </SignedInTestProviders>,
  );
  return user;
}

describe('CrudRowActions', () => {
  it('shows up to three actions as labelled buttons and no overflow menu', async () => {
    const { list, clicks } = actions(3);
    const user = renderActions(list);
    for (const label of ['Action 1', 'Action 2', 'Action 3']) {
      expect(screen.getByRole('button', { name: label })).toBeVisible();
    }
    expect(screen.queryByRole('button', { name: zhCrud.row.more })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Action 2' }));
    expect(clicks).toEqual(['Action 2']);
  });

  it('puts the actions after the third into a labelled "More" menu', async () => {
    const { list, clicks } = actions(5);
    const user = renderActions(list);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Action 1',
      'Action 2',
      'Action 3',
      zhCrud.row.more,
    ]);
    expect(screen.queryByRole('button', { name: 'Action 4' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: zhCrud.row.more }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Action 4', 'Action 5']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Action 5' }));
    expect(clicks).toEqual(['Action 5']);
  });

  it('keeps the reason of a disabled action as its tooltip, on a button and inside the menu', async () => {
    const { list, clicks } = actions(5, {
      1: { disabledReason: 'Already open: cannot edit' },
      4: { disabledReason: '2 candidates are still writing' },
    });
    const user = renderActions(list);
    const inline = screen.getByRole('button', { name: 'Action 2' });
    expect(inline).toBeDisabled();
    await user.hover(inline.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Already open: cannot edit');
    await user.unhover(inline.parentElement as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: zhCrud.row.more }));
    const item = await screen.findByRole('menuitem', { name: 'Action 5' });
    expect(item).toBeDisabled();
    await user.hover(item.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('2 candidates are still writing');
    await user.click(item).catch(() => undefined);
    expect(clicks).toEqual([]);
  });
});
