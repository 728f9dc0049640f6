import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { fieldLabel } from '../../../../test/queries';
import { renderApp, signIn } from '../../../../test/render-app';
import type { UsersQuery, UsersQueryVariables } from '../../../generated/graphql';
import { userFixtures, userPage, userSessionMocks } from './user.mocks';

/** Signs in with every user button code, opens /system/user and waits for the first rows. */
export async function openUserPage() {
  server.use(...Object.values(userSessionMocks));
  signIn();
  const rendered = renderApp('/system/user');
  await screen.findByText(fixture(0).account);
  return rendered;
}

export function fixture(index: number) {
  const row = userFixtures[index];
  if (!row) {
    throw new Error(`no fixture ${index}`);
  }
  return row;
}

/** The table row that shows `text`. */
export function dataRow(text: string): HTMLElement {
  const row = screen.getByText(text, { selector: 'td, td *' }).closest('tr');
  if (!row) {
    throw new Error(`no row for ${text}`);
  }
  return row;
}

/** Records the variables of every Users query. */
export function recordListRequests(): UsersQueryVariables[] {
  const calls: UsersQueryVariables[] = [];
  server.use(
    graphql.query<UsersQuery, UsersQueryVariables>('Users', ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({ data: { users: userPage(variables) } });
    }),
  );
  return calls;
}

/** Picks options of a Select / MultiSelect / TreeSelect field by their labels. */
export async function pickOptions(user: UserEvent, container: HTMLElement, label: string, options: readonly string[]): Promise<void> {
  const input = within(container)
    .getAllByLabelText(fieldLabel(label))
    .find((element) => element.tagName === 'INPUT');
  if (!input) {
    throw new Error(`no input labelled ${label}`);
  }
  for (const option of options) {
    await user.click(input);
    await user.click(await screen.findByRole('option', { name: option }));
  }
}
