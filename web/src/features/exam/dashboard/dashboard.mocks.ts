import { graphql, HttpResponse } from 'msw';
import type { MyPermissionsQuery, StaffDashboardQuery } from '../../../generated/graphql';
import { sessionFixtures } from '../../../shared/session/session.mocks';

export const staffDashboardFixture: StaffDashboardQuery['staffDashboard'] = {
  openNow: 2,
  startingToday: 1,
  pendingManualGrading: 7,
  banks: 3,
  openExaminations: [
    {
      id: '1950000000000000009',
      name: 'Networking quiz',
      examStatus: 'OPEN',
      openAt: '2026-03-09T01:00:00.000Z',
      closeAt: '2026-03-09T03:00:00.000Z',
      durationMin: 60,
    },
  ],
  recentPassRates: [
    {
      examinationId: '1950000000000000001',
      name: 'Computer basics midterm',
      closeAt: '2026-03-02T03:00:00.000Z',
      graded: 4,
      passed: 3,
      passRate: 0.75,
    },
  ],
  bankSizes: [
    { questionType: 'SINGLE_CHOICE', questionStatus: 'ENABLED', count: 50 },
    { questionType: 'SINGLE_CHOICE', questionStatus: 'DRAFT', count: 2 },
    { questionType: 'SHORT_ANSWER', questionStatus: 'ENABLED', count: 12 },
  ],
  attemptTrend: Array.from({ length: 30 }, (_, index) => ({
    day: `2026-03-${String(index + 1).padStart(2, '0')}`,
    submitted: index === 29 ? 5 : index % 3,
  })),
};

/** The dashboard query (counting its calls) and the user's permission codes. */
export function dashboardHandlers(permissions: readonly string[], calls: { count: number } = { count: 0 }) {
  return [
    graphql.query<MyPermissionsQuery>('MyPermissions', () =>
      HttpResponse.json({ data: { myPermissions: [...sessionFixtures.permissions, ...permissions] } }),
    ),
    graphql.query<StaffDashboardQuery>('StaffDashboard', () => {
      calls.count += 1;
      return HttpResponse.json({ data: { staffDashboard: staffDashboardFixture } });
    }),
  ];
}
