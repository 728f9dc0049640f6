import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { renderApp, signIn } from '../../../../test/render-app';
import type { MyAttemptQuery, MyExaminationsQuery, StartAttemptMutationVariables } from '../../../generated/graphql';
import { i18n } from '../../../i18n/i18n';
import zhAccess from '../../../i18n/locales/zh-CN/examAccess.json';
import zhTake from '../../../i18n/locales/zh-CN/examTake.json';
import { attemptFixture, examId, myExam } from '../exam-take.mocks';

const access = (key: string, options?: Record<string, unknown>) => i18n.t(`examAccess:${key}`, options);
const WRONG = 'The access password is not correct';
const MISSING = 'Please enter the access password';

/** StartAttempt answers like the server: the password field error unless the password is "right-one". */
function startNeedsPassword(): StartAttemptMutationVariables[] {
  const calls: StartAttemptMutationVariables[] = [];
  server.use(
    graphql.query<MyAttemptQuery>('MyAttempt', () => HttpResponse.json({ data: { myAttempt: null } })),
    graphql.mutation('StartAttempt', ({ variables }) => {
      const call = variables as StartAttemptMutationVariables;
      calls.push(call);
      if (call.accessPassword === 'right-one') {
        return HttpResponse.json({ data: { startAttempt: attemptFixture() } });
      }
      const message = call.accessPassword ? WRONG : MISSING;
      return HttpResponse.json({
        data: null,
        errors: [{ message, extensions: { code: 'VALIDATION', fields: [{ field: 'accessPassword', message }] } }],
      });
    }),
  );
  return calls;
}

describe('starting an examination with an access password', () => {
  it(
    'shows the password and extra time in my exams, asks for the password on start, shows a wrong one in the dialog, ' + 'then starts',
    async () => {
      const exam = myExam({ requiresPassword: true, accommodated: true, extraTimeMin: 30 });
      server.use(
        graphql.query<MyExaminationsQuery>('MyExaminations', () =>
          HttpResponse.json({ data: { myExaminations: { current: 1, size: 200, total: 1, pages: 1, records: [exam] } } }),
        ),
      );
      const calls = startNeedsPassword();
      signIn();
      const { user } = renderApp('/exam/my');
      const card = await screen.findByRole('article', { name: exam.name });
      expect(within(card).getByText(zhAccess.my.passwordRequired)).toBeInTheDocument();
      expect(within(card).getByText(access('my.extraTime', { minutes: 30 }))).toBeInTheDocument();

      await user.click(within(card).getByRole('link', { name: i18n.t('examTake:my.action.startNamed', { name: exam.name }) }));
      expect(await screen.findByText(zhAccess.my.passwordNeeded)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: zhTake.start.button }));
      const dialog = await screen.findByRole('dialog', { name: zhAccess.password.title });
      expect(calls).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: zhAccess.password.submit }));
      expect(within(dialog).getByText(zhAccess.password.required)).toBeInTheDocument();
      expect(calls).toHaveLength(0);

      const field = within(dialog).getByLabelText(zhAccess.password.label, { selector: 'input' });
      await user.type(field, 'guess');
      await user.click(within(dialog).getByRole('button', { name: zhAccess.password.submit }));
      expect(await within(dialog).findByText(WRONG)).toBeInTheDocument();
      await user.clear(field);
      await user.type(field, 'right-one{enter}');
      expect(await screen.findByText('Stem of question 1')).toBeInTheDocument();
      expect(calls.map((call) => call.accessPassword)).toEqual(['guess', 'right-one']);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: zhAccess.password.title })).not.toBeInTheDocument());
    },
  );

  it('opens the dialog when the server asks for a password after a direct visit', async () => {
    const calls = startNeedsPassword();
    signIn();
    const { user } = renderApp(`/exam/take/${examId}`);
    await user.click(await screen.findByRole('button', { name: zhTake.start.button }));
    const dialog = await screen.findByRole('dialog', { name: zhAccess.password.title });
    expect(within(dialog).queryByText(MISSING)).not.toBeInTheDocument();
    expect(calls).toEqual([{ examinationId: examId, accessPassword: null }]);
    await user.type(within(dialog).getByLabelText(zhAccess.password.label, { selector: 'input' }), 'right-one{enter}');
    expect(await screen.findByText('Stem of question 1')).toBeInTheDocument();
  });
});
