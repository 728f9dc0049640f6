import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createApolloClient } from '../../../app/apollo-client';
import { SignedInTestProviders } from '../../../../test/providers';
import zhCrud from '../../../i18n/locales/zh-CN/crud.json';
import zhTheme from '../../../i18n/locales/zh-CN/theme.json';
import { GuardedDrawer, GuardedModal, useDiscardGuard } from './discard-guard';

/** A form that reports its dirty state to the surrounding guarded container. */
function NameForm({ onCancel }: { onCancel: () => void }) {
  const form = useForm({ mode: 'controlled', initialValues: { name: 'Zhang San' } });
  const cancel = useDiscardGuard(form.isDirty(), onCancel);
  return (
    <>
      <TextInput label="Name" {...form.getInputProps('name')} />
      <button type="button" onClick={cancel}>
        {zhCrud.dialog.cancel}
      </button>
    </>
  );
}

function Harness({ kind, onClosed }: { kind: 'modal' | 'drawer'; onClosed: () => void }) {
  const [opened, setOpened] = useState(true);
  const close = () => {
    setOpened(false);
    onClosed();
  };
  const Container = kind === 'modal' ? GuardedModal : GuardedDrawer;
  return (
    <Container opened={opened} onClose={close} title="Edit">
      <NameForm onCancel={close} />
    </Container>
  );
}

function renderHarness(kind: 'modal' | 'drawer') {
  const user = userEvent.setup();
  const onClosed = jest.fn();
  render(
    <SignedInTestProviders client={createApolloClient()}>
      <Harness kind={kind} onClosed={onClosed} />
    </SignedInTestProviders>,
  );
  return { user, onClosed };
}

type CloseWay = 'Esc' | 'x' | 'outside' | 'cancel';

async function tryToClose(user: ReturnType<typeof userEvent.setup>, way: CloseWay): Promise<void> {
  if (way === 'Esc') {
    await user.keyboard('{Escape}');
  } else if (way === 'x') {
    await user.click(screen.getByRole('button', { name: zhTheme.components.closeDialog }));
  } else if (way === 'outside') {
    const overlay = document.querySelector('.mantine-Modal-overlay, .mantine-Drawer-overlay');
    if (!overlay) {
      throw new Error('no overlay');
    }
    await user.click(overlay);
  } else {
    await user.click(screen.getByRole('button', { name: zhCrud.dialog.cancel }));
  }
}

const ways: readonly CloseWay[] = ['Esc', 'x', 'outside', 'cancel'];

describe('unsaved-change guard', () => {
  describe.each(['modal', 'drawer'] as const)('%s', (kind) => {
    it.each(ways)('closes an unchanged form without asking (%s)', async (way) => {
      const { user, onClosed } = renderHarness(kind);
      await screen.findByLabelText('Name');
      await tryToClose(user, way);
      await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
      expect(screen.queryByText(zhCrud.discard.title)).not.toBeInTheDocument();
    });

    it.each(ways)('asks before discarding typed changes (%s)', async (way) => {
      const { user, onClosed } = renderHarness(kind);
      await user.type(await screen.findByLabelText('Name'), 'feng');
      await tryToClose(user, way);
      expect(await screen.findByText(zhCrud.discard.message)).toBeInTheDocument();
      expect(onClosed).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: zhCrud.discard.keep }));
      await waitFor(() => expect(screen.queryByText(zhCrud.discard.message)).not.toBeInTheDocument());
      expect(onClosed).not.toHaveBeenCalled();
      expect(screen.getByLabelText('Name')).toHaveValue('Zhang Sanfeng');

      await tryToClose(user, way);
      await user.click(await screen.findByRole('button', { name: zhCrud.discard.confirm }));
      await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
    });
  });
});
