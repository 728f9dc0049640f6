import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { renderApp, signIn } from '../../../../test/render-app';
import type { RemoveAccommodationMutationVariables, SetAccommodationMutationVariables } from '../../../generated/graphql';
import zhAccess from '../../../i18n/locales/zh-CN/examAccess.json';
import zhExamination from '../../../i18n/locales/zh-CN/examination.json';
import { examinationFixtures, examinationSessionMocks } from '../examination/examination.mocks';

const text = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name]));
const openExam = examinationFixtures[1]?.name ?? '';

async function openRoster() {
  server.use(...Object.values(examinationSessionMocks));
  signIn();
  renderApp('/exam/examination');
  await screen.findByText(openExam, { selector: '[data-examination-id]' }, { timeout: 5000 });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: `${openExam}: ${zhExamination.actions.roster}` }));
  const drawer = await screen.findByRole('dialog', { name: text(zhExamination.roster.title, { name: openExam }) });
  await within(drawer).findByText('student');
  return { user, drawer };
}

function record<T>(operation: string, answer: (variables: T) => Response) {
  const calls: T[] = [];
  server.use(
    graphql.mutation(operation, ({ variables }) => {
      calls.push(variables as T);
      return answer(variables as T);
    }),
  );
  return calls;
}

describe('accommodations in the roster', () => {
  it("shows a candidate's accommodation in the row and checks the form like the server before saving another", async () => {
    const calls = record<SetAccommodationMutationVariables>('SetAccommodation', ({ input }) =>
      HttpResponse.json({
        data: {
          setAccommodation: {
            __typename: 'Accommodation',
            id: '5',
            account: 'student2',
            realName: 'Zhao Lei',
            openAtOverride: null,
            closeAtOverride: null,
            maxAttemptsOverride: null,
            note: null,
            updateTime: '2026-01-05T00:00:00.000Z',
            ...input,
          },
        },
      }),
    );
    const { user, drawer } = await openRoster();
    await waitFor(() =>
      expect(
        within(drawer).getByLabelText(text(zhAccess.summary.label, { terms: text(zhAccess.summary.extraMin, { minutes: 30 }) })),
      ).toBeInTheDocument(),
    );

    await user.click(within(drawer).getByRole('button', { name: text(zhAccess.roster.actionNamed, { name: 'Zhao Lei' }) }));
    const dialog = await screen.findByRole('dialog', { name: text(zhAccess.form.title, { name: 'Zhao Lei' }) });
    const percent = within(dialog).getByRole('textbox', { name: zhAccess.fields.extraTimePct });
    await user.clear(percent);
    await user.type(percent, '400');
    await user.click(within(dialog).getByRole('button', { name: zhAccess.form.save }));
    expect(await within(dialog).findByText(zhAccess.validation.extraPctRange)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(percent);
    await user.type(percent, '25');
    await user.type(within(dialog).getByRole('textbox', { name: zhAccess.fields.extraTimeMin }), '{backspace}10');
    await user.click(within(dialog).getByLabelText(new RegExp(`^${zhAccess.fields.integrityExempt}`)));
    await user.type(within(dialog).getByRole('textbox', { name: zhAccess.fields.note }), ' Reading support ');
    await user.click(within(dialog).getByRole('button', { name: zhAccess.form.save }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.input).toEqual({
      examinationId: examinationFixtures[1]?.id,
      userId: '1123598821738675204',
      extraTimePct: 25,
      extraTimeMin: 10,
      openAtOverride: null,
      closeAtOverride: null,
      maxAttemptsOverride: null,
      integrityExempt: true,
      note: 'Reading support',
    });
    expect(await screen.findByText(text(zhAccess.notify.saved, { name: 'Zhao Lei' }))).toBeInTheDocument();
  });

  it("shows the server's field error on the field", async () => {
    const message = 'The candidate’s end time can be at most 7 days after the examination’s';
    record<SetAccommodationMutationVariables>('SetAccommodation', () =>
      HttpResponse.json({
        data: null,
        errors: [{ message, extensions: { code: 'VALIDATION', fields: [{ field: 'extraTimeMin', message }] } }],
      }),
    );
    const { user, drawer } = await openRoster();
    await user.click(within(drawer).getByRole('button', { name: text(zhAccess.roster.actionNamed, { name: 'Zhao Lei' }) }));
    const dialog = await screen.findByRole('dialog', { name: text(zhAccess.form.title, { name: 'Zhao Lei' }) });
    await user.click(within(dialog).getByRole('button', { name: zhAccess.form.save }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it('removes an accommodation after a confirmation', async () => {
    const calls = record<RemoveAccommodationMutationVariables>('RemoveAccommodation', () =>
      HttpResponse.json({ data: { removeAccommodation: true } }),
    );
    const { user, drawer } = await openRoster();
    await user.click(within(drawer).getByRole('button', { name: text(zhAccess.roster.actionNamed, { name: 'Wang Fang' }) }));
    const dialog = await screen.findByRole('dialog', { name: text(zhAccess.form.title, { name: 'Wang Fang' }) });
    expect(within(dialog).getByRole('textbox', { name: zhAccess.fields.extraTimeMin })).toHaveValue('30');
    await user.click(within(dialog).getByRole('button', { name: zhAccess.remove.button }));
    const confirm = await screen.findByRole('dialog', { name: zhAccess.remove.title });
    expect(calls).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: zhAccess.remove.confirm }));
    await waitFor(() => expect(calls).toEqual([{ id: '1990000000000000001' }]));
  });
});
