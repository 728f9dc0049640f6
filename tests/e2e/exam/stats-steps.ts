/**
 * Steps of the statistics spec: an examination on the fixed demo paper taken over GraphQL by the demo
 * student and two students made for the test (choices varied per student, manual answers graded by the
 * teacher), and the statistics page read through the UI (the whole-story test imports openExamStats).
 */
import type { Page } from 'playwright-core';
import { DEMO_DEPT_IDS, DEMO_PASSWORDS, DEMO_PAPER_IDS, DEMO_ROLE_IDS, DEMO_USER_IDS } from '../../../server/src/seeders/demo/demo-ids';
import enStats from '../../../web/src/i18n/locales/en/examStats.json';
import zhStats from '../../../web/src/i18n/locales/zh-CN/examStats.json';
import { api, apiToken, demoTenant } from '../shell/user-steps';
import { escapeRegExp, timeout } from '../system/browser-session';

export interface ShownStats {
  count: number;
  mean: number;
  median: number;
  max: number;
  min: number;
  passRate: number; /* percent */
}

async function cardNumber(page: Page, id: string): Promise<number> {
  const shown = (await page.getByTestId(`stat-${id}-value`).textContent()) ?? '';
  return Number(shown.replace(/[^\d.-]/g, ''));
}

/** Signed in as a teacher: opens /score/list, chooses the examination by name, waits for the cards and the chart, and
 * answers the numbers the cards show (parsed from the page). */
export async function openExamStats(page: Page, baseUrl: string, examinationName: string, lang: 'zh-CN' | 'en'): Promise<ShownStats> {
  const texts = lang === 'en' ? enStats : zhStats;
  await page.goto(`${baseUrl}/score/list`);
  const picker = page.getByRole('combobox', { name: texts.picker.label });
  await picker.waitFor({ timeout });
  await picker.fill(examinationName);
  await page
    .getByRole('option', { name: new RegExp(`^${escapeRegExp(examinationName)}`) })
    .first()
    .click();
  await page.getByTestId('stat-mean-value').waitFor({ timeout });
  // Bars of empty bands have no height: wait until one band with candidates is drawn.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-testid="score-distribution"] .recharts-bar-rectangle path')].some(
        (bar) => bar.getBoundingClientRect().height > 0,
      ),
    undefined,
    { timeout },
  );
  const [count, mean, median, max, min, passRate] = await Promise.all(
    ['count', 'mean', 'median', 'max', 'min', 'passRate'].map((id) => cardNumber(page, id)),
  );
  return { count: count ?? 0, mean: mean ?? 0, median: median ?? 0, max: max ?? 0, min: min ?? 0, passRate: passRate ?? 0 };
}

interface AttemptItem {
  slot: number;
  questionType: string;
  options: Array<{ id: string }>;
}

async function must<T>(answer: Promise<{ data?: T; errors?: unknown }>, what: string): Promise<T> {
  const { data, errors } = await answer;
  if (!data || errors) {
    throw new Error(`${what} failed: ${JSON.stringify(errors)}`);
  }
  return data;
}

/** A student of the demo school made for the test (account `stats-<suffix>`, the demo student password). */
async function createStudent(baseUrl: string, admin: string, suffix: string, realName: string): Promise<{ id: string; account: string }> {
  const account = `stats-${suffix}`;
  const input = {
    account,
    name: realName,
    realName,
    password: DEMO_PASSWORDS.student,
    password2: DEMO_PASSWORDS.student,
    deptIds: [DEMO_DEPT_IDS.school],
    roleIds: [DEMO_ROLE_IDS.student],
    sex: 1,
  };
  const data = await must(
    api<{ submitUser: { id: string } }>(baseUrl, admin, 'mutation ($input: UserInput!) { submitUser(input: $input) { id } }', { input }),
    'submitUser',
  );
  return { id: data.submitUser.id, account };
}

/** Starts and submits at once: answers one in three questions more per `choice`, choosing option `choice` (modulo their count). */
async function takeAndSubmit(baseUrl: string, account: string, examinationId: string, choice: number): Promise<void> {
  const token = await apiToken(baseUrl, demoTenant, account, DEMO_PASSWORDS.student);
  const started = await must(
    api<{ startAttempt: { id: string; items: AttemptItem[] } }>(
      baseUrl,
      token,
      'mutation ($id: ID!) { startAttempt(examinationId: $id) { id items { slot questionType options { id } } } }',
      { id: examinationId },
    ),
    'startAttempt',
  );
  const finalAnswers = started.startAttempt.items
    // Each student leaves a different share of the questions empty, so the totals differ.
    .filter((item, index) => index % 3 <= choice && (item.options.length > 0 || item.questionType === 'SHORT_ANSWER'))
    .map((item) => ({
      slot: item.slot,
      response:
        item.options.length > 0 ? { optionIds: [item.options[choice % item.options.length]?.id ?? ''] } : { text: '内存断电后数据丢失。' },
    }));
  await must(
    api(
      baseUrl,
      token,
      `
        mutation ($id: ID!, $answers: [SaveAnswerInput!], $key: String!) {
          submitAttempt(attemptId: $id, finalAnswers: $answers, idempotencyKey: $key) {
            state
          }
        }
      `,
      {
        id: started.startAttempt.id,
        answers: finalAnswers,
        key: `stats-${account}-${examinationId}`,
      },
    ),
    'submitAttempt',
  );
}

interface QueueItem {
  id: string;
  maxScore: number;
  gradingState: string;
}

/** The teacher grades (half marks) every manual answer the auto-grading has put in the queue so far. */
async function gradeQueued(baseUrl: string, teacher: string, examinationId: string): Promise<void> {
  const data = await must(
    api<{ gradingQueue: { records: QueueItem[] } }>(
      baseUrl,
      teacher,
      'query ($id: ID!) { gradingQueue(examinationId: $id, page: { current: 1, size: 200 }) { records { id maxScore gradingState } } }',
      { id: examinationId },
    ),
    'gradingQueue',
  );
  for (const item of data.gradingQueue.records.filter((row) => row.gradingState !== 'GRADED')) {
    await must(
      api(baseUrl, teacher, 'mutation ($input: GradeItemInput!) { gradeItem(input: $input) { id } }', {
        input: { itemId: item.id, score: item.maxScore / 2, comment: 'ok' },
      }),
      'gradeItem',
    );
  }
}

/**
 * An examination on the fixed demo paper, taken and fully graded by three students (the demo student and two
 * made for the test); answers its id once examStats counts the three of them as graded.
 */
export async function gradedExamination(baseUrl: string, name: string, suffix: string): Promise<string> {
  const admin = await apiToken(baseUrl, demoTenant, 'admin', DEMO_PASSWORDS.admin);
  const teacher = await apiToken(baseUrl, demoTenant, 'teacher', DEMO_PASSWORDS.teacher);
  const others = [
    await createStudent(baseUrl, admin, `${suffix}a`, `考生甲${suffix.slice(-4)}`),
    await createStudent(baseUrl, admin, `${suffix}b`, `考生乙${suffix.slice(-4)}`),
  ];
  const now = Date.now();
  const input = {
    name,
    paperId: DEMO_PAPER_IDS.fixed,
    openAt: new Date(now - 60_000).toISOString(),
    closeAt: new Date(now + 3 * 3600_000).toISOString(),
    durationMin: 90,
    timingMode: 'PER_ATTEMPT',
    maxAttempts: 1,
    passScore: 22,
    questionsPerPage: 0,
    reviewPolicy: { immediatelyAfter: ['SCORE'] },
  };
  const created = await must(
    api<{ createExamination: { id: string } }>(
      baseUrl,
      teacher,
      'mutation ($input: ExaminationInput!) { createExamination(input: $input) { id } }',
      { input },
    ),
    'createExamination',
  );
  const id = created.createExamination.id;
  await must(
    api(baseUrl, teacher, 'mutation ($id: ID!, $users: [ID!]) { addExamCandidates(examinationId: $id, userIds: $users) }', {
      id,
      users: [DEMO_USER_IDS.student, ...others.map((user) => user.id)],
    }),
    'addExamCandidates',
  );
  await must(api(baseUrl, teacher, 'mutation ($id: ID!) { publishExamination(id: $id) { id } }', { id }), 'publishExamination');
  const accounts = ['student', ...others.map((user) => user.account)];
  for (const [index, account] of accounts.entries()) {
    await takeAndSubmit(baseUrl, account, id, index);
  }
  for (let round = 0; round < 60; round += 1) {
    const stats = await must(
      api<{ examStats: { graded: number } }>(baseUrl, teacher, 'query ($id: ID!) { examStats(examinationId: $id) { graded } }', { id }),
      'examStats',
    );
    if (stats.examStats.graded === accounts.length) {
      return id;
    }
    await gradeQueued(baseUrl, teacher, id);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the attempts were not graded in time');
}
