import type { ComponentType } from 'react';
import { AttemptTrendSection } from '../../exam/dashboard/AttemptTrendSection';
import { BankSizesSection } from '../../exam/dashboard/BankSizesSection';
import { DashboardCountersSection } from '../../exam/dashboard/DashboardCountersSection';
import { OpenExaminationsSection } from '../../exam/dashboard/OpenExaminationsSection';
import { PassRatesSection } from '../../exam/dashboard/PassRatesSection';
import { CurrentExamsSection, FinishedExamsSection } from '../../exam/my/MyExamsSections';
import { GreetingSection } from './GreetingSection';
import { LatestNoticesSection } from './LatestNoticesSection';
import { QuickLinksSection } from './QuickLinksSection';

/** Which home page a section appears on. */
export type HomeAudience = 'staff' | 'student';

/** What a section gets from the page that shows it. */
export interface HomeSectionProps {
  /** The page's own path (quick links leave it out). */
  pagePath: string;
  /** The dashboard's denser layout. */
  dense: boolean;
}

/**
 * A block of the home pages (/wel/index, /wel/dashboard, /wel/studentindex). Capabilities add their
 * own blocks here (the exam capability: upcoming exams, results), ordered by `order`; `span` is the
 * width in a 12-column grid on wide screens.
 */
export interface HomeSection {
  key: string;
  order: number;
  audiences: readonly HomeAudience[];
  span: number;
  component: ComponentType<HomeSectionProps>;
}

export const homeSections: HomeSection[] = [
  { key: 'greeting', order: 10, audiences: ['staff', 'student'], span: 12, component: GreetingSection },
  { key: 'currentExams', order: 12, audiences: ['student'], span: 6, component: CurrentExamsSection },
  { key: 'finishedExams', order: 14, audiences: ['student'], span: 6, component: FinishedExamsSection },
  { key: 'examCounters', order: 11, audiences: ['staff'], span: 12, component: DashboardCountersSection },
  { key: 'openExaminations', order: 15, audiences: ['staff'], span: 6, component: OpenExaminationsSection },
  { key: 'examPassRates', order: 16, audiences: ['staff'], span: 6, component: PassRatesSection },
  { key: 'examAttemptTrend', order: 17, audiences: ['staff'], span: 6, component: AttemptTrendSection },
  { key: 'bankSizes', order: 18, audiences: ['staff'], span: 6, component: BankSizesSection },
  { key: 'latestNotices', order: 20, audiences: ['staff', 'student'], span: 6, component: LatestNoticesSection },
  { key: 'quickLinks', order: 30, audiences: ['staff', 'student'], span: 6, component: QuickLinksSection },
];

/** The sections of one audience, in order. */
export function sectionsFor(audience: HomeAudience, sections: readonly HomeSection[] = homeSections): HomeSection[] {
  return sections.filter((section) => section.audiences.includes(audience)).sort((left, right) => left.order - right.order);
}
