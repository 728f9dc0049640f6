import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { renderApp, signIn } from '../../../../test/render-app';
import type { ApiLogsQuery, ApiLogsQueryVariables, UsualLogsQuery, UsualLogsQueryVariables } from '../../../generated/graphql';
import zhCommon from '../../../i18n/locales/zh-CN/common.json';
import zhCrud from '../../../i18n/locales/zh-CN/crud.json';
import zhLog from '../../../i18n/locales/zh-CN/log.json';
import zhMenu from '../../../i18n/locales/zh-CN/menu.json';
import { apiLogFixtures, errorLogFixtures, logSessionMocks, usualLogFixtures } from './log.mocks';
import { dataRow } from '../../../../test/queries';

const fields = zhLog.fields;

function recordApiLogRequests(): ApiLogsQueryVariables[] {
  const requests: ApiLogsQueryVariables[] = [];
  server.use(
    graphql.query<ApiLogsQuery, ApiLogsQueryVariables>('ApiLogs', ({ variables }) => {
      requests.push(variables);
      const size = variables.page?.size ?? 10;
      return HttpResponse.json({
        data: {
          apiLogs: {
            total: apiLogFixtures.length,
            size,
            current: variables.page?.current ?? 1,
            pages: 2,
            records: apiLogFixtures.slice(0, size),
          },
        },
      });
    }),
  );
  return requests;
}

async function openLogPage(path: string, firstText: string) {
  server.use(...Object.values(logSessionMocks));
  signIn();
  const rendered = renderApp(path);
  await screen.findByText(firstText);
  return rendered;
}

describe('LogPage', () => {
  it('lists the API logs read-only with the search fields and a view button per row', async () => {
    await openLogPage('/monitor/log/api', '/graphql/Operation1');
    expect(screen.getByRole('heading', { name: zhMenu.log_api })).toBeInTheDocument();
    for (const label of [fields.serviceId, fields.serverHost, fields.requestUri, fields.createBy]) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    // Dates are typed as YYYY-MM-DD or picked from a calendar in the page's language (not the browser's date input).
    expect(screen.getByRole('textbox', { name: zhLog.search.createTimeFrom })).toHaveAttribute(
      'placeholder',
      zhCommon.picker.datePlaceholder,
    );
    expect(screen.getByRole('textbox', { name: zhLog.search.createTimeTo })).not.toHaveAttribute('type', 'date');
    expect(screen.getAllByRole('button', { name: zhCrud.row.view })).toHaveLength(10);
    expect(screen.queryByRole('button', { name: zhCrud.toolbar.add })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: zhCrud.row.edit })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: zhCrud.row.delete })).not.toBeInTheDocument();
  });

  it('searches a creation date range from the start of the first day to the end of the last, on page 1', async () => {
    const requests = recordApiLogRequests();
    const { user } = await openLogPage('/monitor/log/api', '/graphql/Operation1');
    await user.click(screen.getByRole('button', { name: zhCrud.table.goToPage.replace('{{page}}', '2') }));
    await waitFor(() => expect(requests.at(-1)?.page).toEqual({ current: 2, size: 10 }));

    await user.type(screen.getByRole('textbox', { name: zhLog.search.createTimeFrom }), '2026-03-01');
    await user.type(screen.getByRole('textbox', { name: zhLog.search.createTimeTo }), '2026-03-02');
    await user.type(screen.getByRole('textbox', { name: fields.requestUri }), 'graphql');
    await user.click(screen.getByRole('button', { name: zhCrud.search.submit }));

    await waitFor(() =>
      expect(requests.at(-1)).toMatchObject({
        filter: {
          requestUri: 'graphql',
          createTimeFrom: dayjs('2026-03-01').startOf('day').toISOString(),
          createTimeTo: dayjs('2026-03-03').startOf('day').toISOString(),
        },
        page: { current: 1, size: 10 },
      }),
    );

    await user.click(screen.getByRole('button', { name: zhCrud.search.reset }));
    await waitFor(() => expect(requests.at(-1)?.filter).toEqual({}));
  });

  it('shows every field of an API log in the view dialog', async () => {
    const { user } = await openLogPage('/monitor/log/api', '/graphql/Operation1');
    const entry = apiLogFixtures[0];
    if (!entry) {
      throw new Error('no fixture');
    }
    await user.click(within(dataRow(entry.requestUri)).getByRole('button', { name: zhCrud.row.view }));
    const dialog = await screen.findByRole('dialog', { name: zhLog.view.title });
    expect(await within(dialog).findByText(entry.requestId)).toBeInTheDocument();
    for (const label of [fields.title, fields.httpStatus, fields.time, fields.remoteIp, fields.methodClass, fields.createUser]) {
      expect(within(dialog).getByText(label)).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText(fields.params)).toHaveTextContent(entry.params ?? '');
    expect(within(dialog).getByLabelText(fields.userAgent)).toHaveTextContent(entry.userAgent);
  });

  it('shows the error stack in a monospace block', async () => {
    const entry = errorLogFixtures[0];
    if (!entry) {
      throw new Error('no fixture');
    }
    const { user } = await openLogPage('/monitor/log/error', entry.requestUri);
    expect(screen.getByRole('heading', { name: zhMenu.log_error })).toBeInTheDocument();
    await user.click(within(dataRow(entry.requestUri)).getByRole('button', { name: zhCrud.row.view }));
    const dialog = await screen.findByRole('dialog', { name: zhLog.view.title });
    const stack = await within(dialog).findByLabelText(fields.stackTrace);
    expect(stack.tagName).toBe('PRE');
    expect(stack.textContent).toBe(entry.stackTrace);
    expect(within(dialog).getByText(entry.exceptionName)).toBeInTheDocument();
  });

  it('lists the usual logs with their level and event', async () => {
    const requests: UsualLogsQueryVariables[] = [];
    server.use(
      graphql.query<UsualLogsQuery, UsualLogsQueryVariables>('UsualLogs', ({ variables }) => {
        requests.push(variables);
        return HttpResponse.json({ data: { usualLogs: { total: 1, size: 10, current: 1, pages: 1, records: [...usualLogFixtures] } } });
      }),
    );
    await openLogPage('/monitor/log/usual', 'user.unlock');
    expect(screen.getByRole('heading', { name: zhMenu.log_usual })).toBeInTheDocument();
    expect(screen.getByText('info')).toBeInTheDocument();
    expect(requests[0]?.filter).toEqual({});
  });
});
