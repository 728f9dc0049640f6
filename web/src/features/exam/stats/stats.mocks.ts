import { graphql, HttpResponse } from 'msw';
import type {
  ExamDeptResultsQuery,
  PaperExamComparisonQuery,
  ExamScoresQuery,
  ExamScoresQueryVariables,
  ExamStatsQuery,
  ItemStatsQuery,
  MyMenusQuery,
  MyPermissionsQuery,
  StatsExaminationQuery,
  StatsExaminationsQuery,
  StatsExaminationsQueryVariables,
} from '../../../generated/graphql';
import { sessionFixtures } from '../../../shared/session/session.mocks';
import { examMenu, examPageMenu } from '../bank/bank.mocks';

type ExamRow = StatsExaminationsQuery['examinations']['records'][number];

export const statsExaminations: readonly ExamRow[] = [
  { id: '1950000000000000001', name: 'Computer basics midterm', status: 'GRADED', openAt: '2026-03-02T01:00:00.000Z' },
  { id: '1950000000000000002', name: 'Networking quiz', status: 'OPEN', openAt: '2026-03-09T01:00:00.000Z' },
];

/** Four graded candidates out of five who submitted (one short answer still waits). */
export const examStatsFixture: ExamStatsQuery['examStats'] = {
  examinationId: '1950000000000000001',
  paperTotal: 100,
  passScore: 60,
  started: 6,
  submitted: 5,
  graded: 4,
  absent: 2,
  mean: 71.375,
  median: 72.5,
  sd: 12.3456,
  min: 55,
  max: 85.5,
  passRate: 0.75,
  distribution: Array.from({ length: 10 }, (_, index) => ({
    fromPercent: index * 10,
    toPercent: index * 10 + 10,
    count: [0, 0, 0, 0, 0, 1, 1, 1, 1, 0][index] ?? 0,
  })),
};

export const itemStatsFixture: ItemStatsQuery['itemStats'] = [
  {
    questionId: '1930000000000000001',
    questionType: 'SINGLE_CHOICE',
    stem: 'Which component loses its data without power?',
    responses: 4,
    maxScore: 2,
    meanScore: 1.5,
    facility: 0.75,
    discrimination: 0.4123,
    options: [
      { optionId: 'o1', content: 'RAM', count: 3, isCorrect: true },
      { optionId: 'o2', content: 'Hard disk', count: 1, isCorrect: false },
    ],
  },
  {
    questionId: '1930000000000000002',
    questionType: 'SHORT_ANSWER',
    stem: 'Explain virtual memory.',
    responses: 1,
    maxScore: 10,
    meanScore: 6,
    facility: 0.6,
    discrimination: null,
    options: [],
  },
];

export const scoreRows: ExamScoresQuery['examScores']['records'] = Array.from({ length: 12 }, (_, index) => ({
  userId: `19600000000000000${String(index).padStart(2, '0')}`,
  candidateName: `Student ${index + 1}`,
  account: `student${index + 1}`,
  deptName: index % 2 === 0 ? 'Class one' : null,
  attemptsUsed: 1,
  finalScore: index === 11 ? null : 90 - index * 2.5,
  passed: index === 11 ? null : 90 - index * 2.5 >= 60,
  submittedAt: '2026-03-02T02:30:00.000Z',
}));

export const scoreMenu = examPageMenu('1920000000000000600', 'exam_score', 'Score statistics', '/score/list', 6);

/** The examination list as the server answers it: keyword in the name. */
function examinationPage(variables: StatsExaminationsQueryVariables): StatsExaminationsQuery['examinations'] {
  const keyword = variables.filter?.keyword?.toLowerCase();
  const records = statsExaminations.filter((row) => !keyword || row.name.toLowerCase().includes(keyword));
  return { total: records.length, records };
}

export const statsRequests: { examinations: StatsExaminationsQueryVariables[]; scores: ExamScoresQueryVariables[] } = {
  examinations: [],
  scores: [],
};

export function statsHandlers(permissions: readonly string[] = ['exam_score', 'exam_score_export']) {
  return [
    graphql.query<MyMenusQuery>('MyMenus', () => HttpResponse.json({ data: { myMenus: [...sessionFixtures.menus, examMenu, scoreMenu] } })),
    graphql.query<MyPermissionsQuery>('MyPermissions', () =>
      HttpResponse.json({ data: { myPermissions: [...sessionFixtures.permissions, ...permissions] } }),
    ),
    graphql.query<StatsExaminationsQuery, StatsExaminationsQueryVariables>('StatsExaminations', ({ variables }) => {
      statsRequests.examinations.push(variables);
      return HttpResponse.json({ data: { examinations: examinationPage(variables) } });
    }),
    graphql.query<StatsExaminationQuery>('StatsExamination', ({ variables }) => {
      const found = statsExaminations.find((row) => row.id === variables['id']);
      return found
        ? HttpResponse.json({ data: { examination: found } })
        : HttpResponse.json({ errors: [{ message: 'not found', extensions: { code: 'NOT_FOUND' } }] });
    }),
    graphql.query<ExamStatsQuery>('ExamStats', () => HttpResponse.json({ data: { examStats: examStatsFixture } })),
    graphql.query<ItemStatsQuery>('ItemStats', () => HttpResponse.json({ data: { itemStats: itemStatsFixture } })),
    graphql.query<ExamScoresQuery, ExamScoresQueryVariables>('ExamScores', ({ variables }) => {
      statsRequests.scores.push(variables);
      const current = variables.page?.current ?? 1;
      const size = variables.page?.size ?? 10;
      return HttpResponse.json({
        data: { examScores: { total: scoreRows.length, current, size, records: scoreRows.slice((current - 1) * size, current * size) } },
      });
    }),
    graphql.query<ExamDeptResultsQuery>('ExamDeptResults', () => HttpResponse.json({ data: { examDeptResults: deptResultsFixture } })),
    graphql.query<PaperExamComparisonQuery>('PaperExamComparison', () =>
      HttpResponse.json({ data: { paperExamComparison: paperComparisonFixture } }),
    ),
  ];
}

export const deptResultsFixture: ExamDeptResultsQuery['examDeptResults'] = [
  { deptId: '1000000000000000001', deptName: 'Class A', started: 3, graded: 3, mean: 80.5, passRate: 1, max: 90, min: 71.5 },
  { deptId: null, deptName: null, started: 1, graded: 1, mean: 55, passRate: 0, max: 55, min: 55 },
];

export const paperComparisonFixture: PaperExamComparisonQuery['paperExamComparison'] = {
  paperId: '1932000000000000001',
  examinations: [
    {
      examinationId: '1940000000000000009',
      name: 'Spring sitting',
      openAt: new Date(Date.UTC(2026, 3, 1)).toISOString(),
      graded: 10,
      mean: 62.25,
      passRate: 0.6,
    },
    {
      examinationId: statsExaminations[0]?.id ?? '',
      name: statsExaminations[0]?.name ?? '',
      openAt: new Date(Date.UTC(2026, 10, 1)).toISOString(),
      graded: 4,
      mean: 71.38,
      passRate: 0.75,
    },
  ],
  questions: [{ questionId: '1', stem: 'Capital of France', facilities: [0.5, 0.75] }],
};
