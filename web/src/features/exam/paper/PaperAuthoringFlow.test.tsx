import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { renderApp, signIn } from '../../../../test/render-app';
import type {
  MyPermissionsQuery,
  PaperDetailQuery,
  PaperDetailQueryVariables,
  PaperPickerQuestionsQuery,
  PaperPickerQuestionsQueryVariables,
  SubmitPaperMutation,
  SubmitPaperMutationVariables,
  UpdateQuestionStatusMutation,
  UpdateQuestionStatusMutationVariables,
} from '../../../generated/graphql';
import zhCrud from '../../../i18n/locales/zh-CN/crud.json';
import zhPaper from '../../../i18n/locales/zh-CN/examPaper.json';
import { sessionFixtures } from '../../../shared/session/session.mocks';
import { questionDetails } from '../question/question.mocks';
import { paperDetails, paperPermissions, paperSessionMocks, pickerAnswer, submitPaperAnswer } from './paper.mocks';

const text = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name]));
const plain = (html: string) => html.replace(/<[^>]+>/g, '');

function paper(index: number) {
  const found = paperDetails[index];
  if (!found) {
    throw new Error(`no paper ${index}`);
  }
  return found;
}

async function openPaperPage(extraPermissions: string[] = []) {
  server.use(
    paperSessionMocks.MyMenus,
    graphql.query<MyPermissionsQuery>('MyPermissions', () =>
      HttpResponse.json({ data: { myPermissions: [...sessionFixtures.permissions, ...paperPermissions, ...extraPermissions] } }),
    ),
  );
  signIn();
  const rendered = renderApp('/exam/paper');
  await screen.findByText(paper(0).name);
  return rendered;
}

function recordPicker(): PaperPickerQuestionsQueryVariables[] {
  const calls: PaperPickerQuestionsQueryVariables[] = [];
  server.use(
    graphql.query<PaperPickerQuestionsQuery, PaperPickerQuestionsQueryVariables>('PaperPickerQuestions', ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({ data: pickerAnswer(variables) });
    }),
  );
  return calls;
}

function recordSubmits(): SubmitPaperMutationVariables[] {
  const calls: SubmitPaperMutationVariables[] = [];
  server.use(
    graphql.mutation<SubmitPaperMutation, SubmitPaperMutationVariables>('SubmitPaper', ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({ data: submitPaperAnswer(variables) });
    }),
  );
  return calls;
}

/** A draft the fixed paper does not hold yet. */
const draft = questionDetails.find((question, index) => question.questionStatus === 'DRAFT' && index !== 0 && index !== 2);

describe('Paper authoring without dead ends (issue 12 item 3)', () => {
  it('offers drafts in the picker, oldest first, and enables and adds one; the pass mark follows the live total', async () => {
    if (!draft) {
      throw new Error('no draft fixture');
    }
    const picker = recordPicker();
    const submits = recordSubmits();
    const enabled: UpdateQuestionStatusMutationVariables[] = [];
    server.use(
      graphql.mutation<UpdateQuestionStatusMutation, UpdateQuestionStatusMutationVariables>('UpdateQuestionStatus', ({ variables }) => {
        enabled.push(variables);
        return HttpResponse.json({ data: { updateQuestionStatus: 1 } });
      }),
    );
    const { user } = await openPaperPage(['exam_question_status']);
    await user.click(screen.getByRole('button', { name: `${paper(0).name}: ${zhPaper.actions.design}` }));
    const drawer = await screen.findByRole('dialog', { name: zhPaper.editor.title });
    // Fixed paper: total 5, pass mark 60 % of it.
    expect(await within(drawer).findByText(text(zhPaper.editor.passFollows, { points: 3, pct: 60 }))).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: zhPaper.items.pick }));
    const dialog = await screen.findByRole('dialog', { name: zhPaper.picker.title });
    const row = (await within(dialog).findByText(plain(draft.stem))).closest('tr');
    if (!row) {
      throw new Error('no draft row');
    }
    expect(picker[0]?.sort).toEqual([{ field: 'createTime', direction: 'ASC' }]);
    expect(picker[0]?.filter).toEqual({ questionStatuses: ['ENABLED', 'DRAFT'] });
    await user.click(within(row).getByRole('button', { name: `${plain(draft.stem)}: ${zhPaper.picker.enableAndAdd}` }));
    await waitFor(() => expect(enabled).toEqual([{ ids: [draft.id], status: 'ENABLED' }]));
    // 5 + 2.5 = 7.5; the pass mark follows: 4.5.
    await waitFor(() => expect(within(drawer).getByText(text(zhPaper.editor.total, { points: 7.5 }))).toBeInTheDocument());
    expect(within(drawer).getByText(text(zhPaper.editor.passFollows, { points: 4.5, pct: 60 }))).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: zhPaper.actions.save }));
    expect(await screen.findByText(zhCrud.notify.updated)).toBeInTheDocument();
    expect(submits[0]?.input).toMatchObject({ passScorePct: 60 });
    expect(submits[0]?.input.passScore).toBeUndefined();
    expect(submits[0]?.input.sections?.[0]?.questions?.map((item) => item.questionId)).toEqual([
      questionDetails[0]?.id,
      questionDetails[2]?.id,
      draft.id,
    ]);
  });

  it('says why a draft cannot be picked or enabled without the enable permission', async () => {
    if (!draft) {
      throw new Error('no draft fixture');
    }
    recordPicker();
    const { user } = await openPaperPage();
    await user.click(screen.getByRole('button', { name: `${paper(0).name}: ${zhPaper.actions.design}` }));
    const drawer = await screen.findByRole('dialog', { name: zhPaper.editor.title });
    await user.click(await within(drawer).findByRole('button', { name: zhPaper.items.pick }));
    const dialog = await screen.findByRole('dialog', { name: zhPaper.picker.title });
    const row = (await within(dialog).findByText(plain(draft.stem))).closest('tr');
    if (!row) {
      throw new Error('no draft row');
    }
    const button = within(row).getByRole('button', { name: `${plain(draft.stem)}: ${zhPaper.picker.enableAndAdd}` });
    expect(button).toBeDisabled();
    expect(within(row).queryByRole('checkbox')).toBeDisabled();
    await user.hover(button.parentElement as HTMLElement);
    expect(await screen.findByText(zhPaper.picker.cannotEnable)).toBeInTheDocument();
  });

  it('reorders fixed questions by keyboard drag and drop on the grip, as well as by the arrows', async () => {
    const submits = recordSubmits();
    const { user } = await openPaperPage();
    await user.click(screen.getByRole('button', { name: `${paper(0).name}: ${zhPaper.actions.design}` }));
    const drawer = await screen.findByRole('dialog', { name: zhPaper.editor.title });
    const first = text(zhPaper.items.itemName, { section: 1, number: 1 });
    const grip = await within(drawer).findByRole('button', { name: text(zhPaper.items.dragHandle, { name: first }) });
    expect(grip).toHaveAttribute('tabindex', '0');
    expect(grip).toHaveAttribute('data-rfd-drag-handle-draggable-id');
    grip.focus();
    fireEvent.keyDown(grip, { key: ' ', code: 'Space', keyCode: 32 });
    fireEvent.keyDown(grip, { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40 });
    fireEvent.keyDown(grip, { key: ' ', code: 'Space', keyCode: 32 });
    const row = grip.closest('tr');
    if (row) {
      fireEvent.transitionEnd(row, { propertyName: 'transform' });
    }
    await waitFor(() =>
      expect(
        within(drawer).getByRole('textbox', { name: `${text(zhPaper.items.itemName, { section: 1, number: 1 })}: ${zhPaper.items.score}` }),
      ).toBeInTheDocument(),
    );
    await user.click(within(drawer).getByRole('button', { name: zhPaper.actions.save }));
    expect(await screen.findByText(zhCrud.notify.updated)).toBeInTheDocument();
    expect(submits[0]?.input.sections?.[0]?.questions?.map((item) => item.questionId)).toEqual([
      questionDetails[2]?.id,
      questionDetails[0]?.id,
    ]);
  });

  it('creates a paper whose pass mark is 60 % of its total and opens its composer at once', async () => {
    const submits = recordSubmits();
    const created = {
      ...paper(0),
      id: '1932999999999999999',
      name: 'New paper',
      totalScore: 0,
      passScore: 0,
      passScorePct: 60,
      questionCount: 0,
      sections: [],
    };
    server.use(
      graphql.query<PaperDetailQuery, PaperDetailQueryVariables>('PaperDetail', ({ variables }) =>
        HttpResponse.json({ data: { paper: variables.id === created.id ? created : paper(0) } }),
      ),
    );
    const { user } = await openPaperPage();
    await user.click(screen.getByRole('button', { name: zhCrud.toolbar.add }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: zhPaper.fields.passScorePct })).toHaveValue('60');
    expect(within(dialog).queryByRole('textbox', { name: zhPaper.fields.passScore })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: zhPaper.fields.name }), 'New paper');
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.save }));
    const drawer = await screen.findByRole('dialog', { name: zhPaper.editor.title });
    expect(await within(drawer).findByText(text(zhPaper.editor.passFollows, { points: 0, pct: 60 }))).toBeInTheDocument();
    expect(screen.getByText(zhPaper.notify.created)).toBeInTheDocument();
    expect(submits[0]?.input).toMatchObject({ name: 'New paper', passScorePct: 60 });
    expect(submits[0]?.input.passScore).toBeUndefined();
  });

  it('keeps a typed pass mark fixed', async () => {
    const submits = recordSubmits();
    const { user } = await openPaperPage();
    await user.click(screen.getByRole('button', { name: zhCrud.toolbar.add }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: zhPaper.fields.name }), 'Fixed pass');
    await user.click(within(dialog).getByRole('combobox', { name: zhPaper.fields.passRule }));
    await user.click(await screen.findByRole('option', { name: zhPaper.passRules.FIXED }));
    const points = within(dialog).getByRole('textbox', { name: zhPaper.fields.passScore });
    await user.type(points, '12');
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.save }));
    await waitFor(() => expect(submits).toHaveLength(1));
    expect(submits[0]?.input).toMatchObject({ name: 'Fixed pass', passScore: 12 });
    expect(submits[0]?.input.passScorePct).toBeUndefined();
  });
});
