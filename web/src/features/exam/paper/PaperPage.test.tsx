import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { renderApp, signIn } from '../../../../test/render-app';
import { findRowAction } from '../../../../test/row-actions';
import type {
  CopyPaperMutationVariables,
  MarkPaperReadyMutationVariables,
  PaperPickerQuestionsQuery,
  PaperPickerQuestionsQueryVariables,
  SubmitPaperMutation,
  SubmitPaperMutationVariables,
} from '../../../generated/graphql';
import { changeLanguage } from '../../../i18n/change-language';
import enMenu from '../../../i18n/locales/en/menu.json';
import enPaper from '../../../i18n/locales/en/examPaper.json';
import zhCrud from '../../../i18n/locales/zh-CN/crud.json';
import zhPaper from '../../../i18n/locales/zh-CN/examPaper.json';
import zhQuestion from '../../../i18n/locales/zh-CN/examQuestion.json';
import zhMenu from '../../../i18n/locales/zh-CN/menu.json';
import { bankFixtures } from '../bank/bank.mocks';
import { questionDetails } from '../question/question.mocks';
import { paperDetails, paperSessionMocks, pickerAnswer, submitPaperAnswer } from './paper.mocks';

const text = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name]));

function paper(index: number) {
  const found = paperDetails[index];
  if (!found) {
    throw new Error(`no paper ${index}`);
  }
  return found;
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

async function openPaperPage() {
  server.use(...Object.values(paperSessionMocks));
  signIn();
  const rendered = renderApp('/exam/paper');
  await screen.findByText(paper(0).name);
  return rendered;
}

/** A row action of the paper: a labelled button, or an item of the row's "More" menu. */
function rowButton(user: UserEvent, name: string, action: string): Promise<HTMLElement> {
  const row = screen.getByText(name).closest('tr');
  if (!row) {
    throw new Error(`no row ${name}`);
  }
  return findRowAction(user, row, `${name}: ${action}`);
}

describe('PaperPage', () => {
  it('lists papers with mode, status, total score and counts; a LOCKED paper has no edit or delete', async () => {
    await openPaperPage();
    expect(screen.getByRole('heading', { name: zhMenu.exam_paper })).toBeInTheDocument();
    const locked = screen.getByText(paper(2).name).closest('tr');
    const fixed = screen.getByText(paper(0).name).closest('tr');
    if (!locked || !fixed) {
      throw new Error('rows missing');
    }
    expect(within(fixed).getByText(zhPaper.modes.FIXED)).toBeInTheDocument();
    expect(within(fixed).getByText(zhPaper.statuses.DRAFT)).toBeInTheDocument();
    expect(within(fixed).getByRole('button', { name: zhCrud.row.edit })).toBeInTheDocument();
    expect(within(locked).getByText(zhPaper.statuses.LOCKED)).toBeInTheDocument();
    expect(within(locked).queryByRole('button', { name: zhCrud.row.edit })).not.toBeInTheDocument();
    expect(within(locked).queryByRole('button', { name: zhCrud.row.delete })).not.toBeInTheDocument();
    expect(within(locked).queryByRole('button', { name: `${paper(2).name}: ${zhPaper.actions.ready}` })).not.toBeInTheDocument();
  });

  it('edits the sections of a fixed paper: picks questions, scores, reorders, live total, saves the structure', async () => {
    const submits = recordSubmits();
    const pickerFilters: unknown[] = [];
    server.use(
      graphql.query<PaperPickerQuestionsQuery, PaperPickerQuestionsQueryVariables>('PaperPickerQuestions', ({ variables }) => {
        pickerFilters.push(variables.filter);
        return HttpResponse.json({ data: pickerAnswer(variables) });
      }),
    );
    const { user } = await openPaperPage();
    await user.click(await rowButton(user, paper(0).name, zhPaper.actions.design));
    const drawer = await screen.findByRole('dialog', { name: zhPaper.editor.title });
    expect(await within(drawer).findByText(text(zhPaper.editor.total, { points: 5 }))).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: zhPaper.items.pick }));
    const picker = await screen.findByRole('dialog', { name: zhPaper.picker.title });
    await within(picker).findAllByText(zhPaper.picker.alreadyIn, { exact: false });
    expect(pickerFilters[0]).toEqual({ questionStatuses: ['ENABLED', 'DRAFT'] });
    const candidate = questionDetails.find((question, index) => question.questionStatus === 'ENABLED' && index !== 0 && index !== 2);
    if (!candidate) {
      throw new Error('no candidate');
    }
    const candidateRow = within(picker)
      .getByText(candidate.stem.replace(/<[^>]+>/g, ''))
      .closest('tr');
    if (!candidateRow) {
      throw new Error('no candidate row');
    }
    await user.click(within(candidateRow).getByRole('checkbox'));
    await user.click(within(picker).getByRole('button', { name: text(zhPaper.picker.add, { count: 1 }) }));
    await waitFor(() => expect(within(drawer).getByText(text(zhPaper.editor.total, { points: 7.5 }))).toBeInTheDocument());
    const third = within(drawer).getByRole('textbox', {
      name: `${text(zhPaper.items.itemName, { section: 1, number: 3 })}: ${zhPaper.items.score}`,
    });
    await user.clear(third);
    await user.type(third, '4');
    expect(within(drawer).getByText(text(zhPaper.editor.total, { points: 9 }))).toBeInTheDocument();
    await user.click(
      within(drawer).getByRole('button', { name: `${text(zhPaper.items.itemName, { section: 1, number: 3 })}: ${zhPaper.items.moveUp}` }),
    );
    const title = within(drawer).getByRole('textbox', { name: text(zhPaper.sections.title, { number: 1 }) });
    await user.clear(title);
    await user.type(title, 'Part A: choices');
    await user.click(within(drawer).getByRole('button', { name: zhPaper.actions.save }));
    expect(await screen.findByText(zhCrud.notify.updated)).toBeInTheDocument();
    expect(submits).toHaveLength(1);
    const section = submits[0]?.input.sections?.[0];
    expect(section?.title).toBe('Part A: choices');
    expect(section?.drawRules).toEqual([]);
    expect(section?.questions).toEqual([
      { questionId: questionDetails[0]?.id, score: 2.5, sort: 1 },
      { questionId: candidate.id, score: 4, sort: 2 },
      { questionId: questionDetails[2]?.id, score: 2.5, sort: 3 },
    ]);
  });

  it('shows the pool of draw rules, adds a rule and saves and marks the paper ready', async () => {
    const submits = recordSubmits();
    const ready: MarkPaperReadyMutationVariables[] = [];
    server.use(
      graphql.mutation('MarkPaperReady', ({ variables }) => {
        ready.push(variables as MarkPaperReadyMutationVariables);
        return HttpResponse.json({ data: { markPaperReady: { id: variables['id'], paperStatus: 'READY' } } });
      }),
    );
    const { user } = await openPaperPage();
    await user.click(await rowButton(user, paper(1).name, zhPaper.actions.design));
    const drawer = await screen.findByRole('dialog', { name: zhPaper.editor.title });
    expect(await within(drawer).findByText(text(zhPaper.rules.available, { count: 40 }))).toBeInTheDocument();
    expect(within(drawer).getByText(text(zhPaper.editor.total, { points: 10 }))).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: zhPaper.items.pick })).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: zhPaper.rules.add }));
    expect(within(drawer).getByText(zhPaper.rules.poolAfterSave)).toBeInTheDocument();
    const rule = text(zhPaper.rules.ruleName, { section: 1, rule: 2 });
    await user.click(within(drawer).getByRole('combobox', { name: `${rule}: ${zhQuestion.fields.type}` }));
    await user.click(await screen.findByRole('option', { name: zhQuestion.types.TRUE_FALSE }));
    await user.click(within(drawer).getByRole('combobox', { name: `${rule}: ${zhQuestion.fields.difficulty}` }));
    await user.click(await screen.findByRole('option', { name: zhQuestion.difficulties['2'] }));
    expect(within(drawer).getByText(text(zhPaper.editor.total, { points: 20 }))).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: zhPaper.actions.saveAndReady }));
    expect(await screen.findByText(zhPaper.notify.ready)).toBeInTheDocument();
    expect(submits[0]?.input.sections?.[0]?.drawRules).toEqual([
      { bankId: bankFixtures[0]?.id, questionType: 'SINGLE_CHOICE', difficulty: null, count: 5, scoreEach: 2 },
      { bankId: bankFixtures[0]?.id, questionType: 'TRUE_FALSE', difficulty: 2, count: 5, scoreEach: 2 },
    ]);
    expect(submits[0]?.input.sections?.[0]?.questions).toEqual([]);
    expect(ready).toEqual([{ id: paper(1).id }]);
  });

  it('shows a LOCKED paper read-only with a banner and a copy action', async () => {
    const copies: CopyPaperMutationVariables[] = [];
    server.use(
      graphql.mutation('CopyPaper', ({ variables }) => {
        copies.push(variables as CopyPaperMutationVariables);
        return HttpResponse.json({ data: { copyPaper: { id: paper(0).id, name: 'Locked paper (copy)', paperStatus: 'DRAFT' } } });
      }),
    );
    const { user } = await openPaperPage();
    await user.click(await rowButton(user, paper(2).name, zhPaper.actions.design));
    const drawer = await screen.findByRole('dialog', { name: zhPaper.editor.title });
    const banner = await within(drawer).findByRole('alert');
    expect(within(banner).getByText(zhPaper.editor.lockedTitle)).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: zhPaper.actions.save })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: zhPaper.sections.add })).not.toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: zhPaper.actions.copy }));
    expect(await screen.findByText(text(zhPaper.notify.copied, { name: 'Locked paper (copy)' }))).toBeInTheDocument();
    expect(copies).toEqual([{ id: paper(2).id }]);
  });

  it('previews a paper as the teacher sees it, with the answer key', async () => {
    const { user } = await openPaperPage();
    await user.click(await rowButton(user, paper(0).name, zhPaper.actions.preview));
    const dialog = await screen.findByRole('dialog', { name: zhPaper.preview.title });
    expect(await within(dialog).findByText(text(zhPaper.preview.questionNumber, { number: 2 }))).toBeInTheDocument();
    expect(within(dialog).getByText('Part one')).toBeInTheDocument();
    expect(within(dialog).getAllByText(zhQuestion.preview.correct).length).toBeGreaterThan(0);
  });

  it('shows its texts in English', async () => {
    await act(() => changeLanguage('en'));
    await openPaperPage();
    expect(screen.getByRole('heading', { name: enMenu.exam_paper })).toBeInTheDocument();
    expect(screen.getAllByText(enPaper.modes.RANDOM_RULES).length).toBeGreaterThan(0);
  });
});
