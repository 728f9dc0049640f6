import { AttemptTrendSection } from '../features/exam/dashboard/AttemptTrendSection';
import { BankSizesSection } from '../features/exam/dashboard/BankSizesSection';
import { DashboardCountersSection } from '../features/exam/dashboard/DashboardCountersSection';
import { OpenExaminationsSection } from '../features/exam/dashboard/OpenExaminationsSection';
import { PassRatesSection } from '../features/exam/dashboard/PassRatesSection';
import { CurrentExamsSection, FinishedExamsSection } from '../features/exam/my/MyExamsSections';
import { GreetingSection } from '../features/home/sections/GreetingSection';
import { LatestNoticesSection } from '../features/home/sections/LatestNoticesSection';
import { QuickLinksSection } from '../features/home/sections/QuickLinksSection';
import { PendingTasksSection } from '../features/workflow/home/PendingTasksSection';
import type { HomeSection } from '../shared/home/home-sections';

/**
 * The one list of home-page sections (the composition root): features export section components
 * (props: `HomeSectionProps` from shared/home) and never import each other for this; a new capability
 * adds its rows here. The route registry provides the list around the three home pages.
 */
export const homeSections: readonly HomeSection[] = [
  { key: 'greeting', order: 10, audiences: ['staff', 'student'], span: 12, component: GreetingSection },
  { key: 'currentExams', order: 12, audiences: ['student'], span: 6, component: CurrentExamsSection },
  { key: 'finishedExams', order: 14, audiences: ['student'], span: 6, component: FinishedExamsSection },
  { key: 'examCounters', order: 11, audiences: ['staff'], span: 12, component: DashboardCountersSection },
  { key: 'openExaminations', order: 15, audiences: ['staff'], span: 6, component: OpenExaminationsSection },
  { key: 'examPassRates', order: 16, audiences: ['staff'], span: 6, component: PassRatesSection },
  { key: 'examAttemptTrend', order: 17, audiences: ['staff'], span: 6, component: AttemptTrendSection },
  { key: 'bankSizes', order: 18, audiences: ['staff'], span: 6, component: BankSizesSection },
  { key: 'pendingTasks', order: 19, audiences: ['staff', 'student'], span: 6, permission: 'work_todo', component: PendingTasksSection },
  { key: 'latestNotices', order: 20, audiences: ['staff', 'student'], span: 6, component: LatestNoticesSection },
  { key: 'quickLinks', order: 30, audiences: ['staff', 'student'], span: 6, component: QuickLinksSection },
];
