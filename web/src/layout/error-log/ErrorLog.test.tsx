import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { server } from '../../../test/msw-server';
import { SignedInTestProviders } from '../../../test/providers';
import { createApolloClient } from '../../app/apollo-client';
import { renderApp, signIn } from '../../../test/render-app';
import type { UploadClientErrorsMutationVariables } from '../../generated/graphql';
import zhErrorLog from '../../i18n/locales/zh-CN/errorLog.json';
import zhMenu from '../../i18n/locales/zh-CN/menu.json';
import { addErrorLogEntry, getErrorLog, maxErrorLogEntries } from './error-log-store';
import { installErrorCapture } from './error-capture';
import { badgeLabel } from './ErrorLogButton';
import { PageErrorBoundary } from './PageErrorBoundary';

const buttonName = (shown: string) => zhErrorLog.button.replace('{{shown}}', shown);

async function openLayout() {
  signIn();
  const rendered = renderApp('/wel/index');
  await screen.findByRole('link', { name: zhMenu.home });
  return rendered;
}

describe('error log', () => {
  it('captures uncaught errors and unhandled rejections with type, message, stack, url and time', () => {
    installErrorCapture();
    const error = new Error('boom from a handler');
    act(() => {
      window.dispatchEvent(
        new ErrorEvent('error', { error, message: error.message, filename: 'http://localhost/app.js', lineno: 3, colno: 7 }),
      );
    });
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new Error('rejected promise');
    act(() => {
      window.dispatchEvent(rejection);
    });
    const entries = getErrorLog();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      type: 'error',
      message: 'boom from a handler',
      info: 'http://localhost/app.js:3:7',
      url: 'http://localhost/',
    });
    expect(entries[0]?.stack).toContain('boom from a handler');
    expect(new Date(entries[0]?.time ?? '').getTime()).not.toBeNaN();
    expect(entries[1]).toMatchObject({ type: 'promise', message: 'rejected promise' });
    expect(JSON.parse(window.localStorage.getItem('saber-logsList') ?? '{}')).toMatchObject({ dataType: 'array' });
  });

  it('keeps at most 50 entries and shows at most 99 on the badge', () => {
    for (let index = 0; index < maxErrorLogEntries + 5; index += 1) {
      addErrorLogEntry({ type: 'error', message: `error ${index}`, stack: '', info: '' });
    }
    expect(getErrorLog()).toHaveLength(maxErrorLogEntries);
    expect(getErrorLog()[0]?.message).toBe('error 5');
    expect(badgeLabel(7)).toBe('7');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
  });

  it('shows the badge only with errors; the dialog lists them and uploads after confirmation', async () => {
    let uploaded: UploadClientErrorsMutationVariables['entries'] = [];
    server.use(
      graphql.mutation('UploadClientErrors', ({ variables }) => {
        uploaded = (variables as UploadClientErrorsMutationVariables).entries;
        return HttpResponse.json({ data: { uploadClientErrors: 1 } });
      }),
    );
    const { user } = await openLayout();
    expect(screen.queryByRole('button', { name: buttonName('1') })).not.toBeInTheDocument();
    act(() =>
      addErrorLogEntry({
        type: 'error',
        message: 'visible failure',
        stack: 'Error: visible failure\n    at x (app.js:1:1)',
        info: 'app.js:1:1',
      }),
    );
    await user.click(await screen.findByRole('button', { name: buttonName('1') }));
    const dialog = await screen.findByRole('dialog', { name: zhErrorLog.title });
    expect(within(dialog).getByRole('cell', { name: 'visible failure' })).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: zhErrorLog.types.error })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: zhErrorLog.showStack }));
    expect(within(dialog).getByText(/at x \(app\.js:1:1\)/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: zhErrorLog.upload }));
    await user.click(await screen.findByRole('button', { name: zhErrorLog.confirm.ok }));
    expect(await screen.findByText(zhErrorLog.uploaded)).toBeInTheDocument();
    expect(uploaded).toEqual([expect.objectContaining({ type: 'error', message: 'visible failure', info: 'app.js:1:1' })]);
    expect(getErrorLog()).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('button', { name: buttonName('1') })).not.toBeInTheDocument());
  });

  it('clears the list after confirmation', async () => {
    const { user } = await openLayout();
    act(() => {
      addErrorLogEntry({ type: 'promise', message: 'first', stack: '', info: '' });
      addErrorLogEntry({ type: 'render', message: 'second', stack: '', info: '' });
    });
    await user.click(await screen.findByRole('button', { name: buttonName('2') }));
    await user.click(await screen.findByRole('button', { name: zhErrorLog.clear }));
    await user.click(await screen.findByRole('button', { name: zhErrorLog.confirm.ok }));
    expect(await screen.findByText(zhErrorLog.cleared)).toBeInTheDocument();
    expect(getErrorLog()).toEqual([]);
  });

  it('catches render errors of the page: logged with the component stack, translated fallback, retry', async () => {
    let fail = true;
    function Flaky() {
      if (fail) {
        throw new Error('render exploded');
      }
      return <p>page is fine</p>;
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(
      <SignedInTestProviders client={createApolloClient()}>
        <MemoryRouter>
          <Routes>
            <Route
              path="*"
              element={
                <PageErrorBoundary>
                  <Flaky />
                </PageErrorBoundary>
              }
            />
          </Routes>
        </MemoryRouter>
      </SignedInTestProviders>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(zhErrorLog.boundary.title);
    expect(getErrorLog()).toEqual([
      expect.objectContaining({ type: 'render', message: 'render exploded', info: expect.stringContaining('Flaky') }),
    ]);
    fail = false;
    await user.click(screen.getByRole('button', { name: zhErrorLog.boundary.retry }));
    expect(await screen.findByText('page is fine')).toBeInTheDocument();
  });
});
