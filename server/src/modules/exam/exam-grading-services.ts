import type { MenuService } from '../system/menu/menu.service';
import { StaffDashboardService } from './dashboard/staff-dashboard.service';
import { GradeChangeService } from './grading/grade-change.service';
import { GradeItemService } from './grading/grade-item.service';
import { GradingExportService } from './grading/grading-export.service';
import { GradingPaperService } from './grading/grading-paper.service';
import { GradingLocks } from './grading/grading-locks';
import { GradingQueueService } from './grading/grading-queue.service';
import { GradingStatusSweep, ResultsReleaseSweep } from './grading/grading-sweeps';
import { RegradeService } from './grading/regrade.service';
import { ReleaseService } from './grading/release.service';
import type { SweepStep } from '../../core/background/sweep-runner';
import { ExamScoresService } from './stats/exam-scores.service';
import { StatsCompareService } from './stats/stats-compare.service';
import { StatsService } from './stats/stats.service';

/** Grading, results release, statistics and dashboards. */
export interface ExamGradingServices {
  queue: GradingQueueService;
  grading: GradeItemService;
  papers: GradingPaperService;
  gradingExport: GradingExportService;
  changes: GradeChangeService;
  releases: ReleaseService;
  regrades: RegradeService;
  stats: StatsService;
  scores: ExamScoresService;
  statsCompare: StatsCompareService;
  staffDashboard: StaffDashboardService;
  /** Steps of the exam sweep: CLOSING -> GRADING -> GRADED, and the automatic results release. */
  sweepSteps: SweepStep[];
}

export function createExamGradingServices(menus: MenuService, options: { timeZone: string; lockMinutes?: number }): ExamGradingServices {
  const locks = new GradingLocks(options.lockMinutes);
  return {
    queue: new GradingQueueService(menus, locks),
    grading: new GradeItemService(menus, locks),
    papers: new GradingPaperService(menus, locks),
    gradingExport: new GradingExportService(menus),
    changes: new GradeChangeService(menus),
    releases: new ReleaseService(menus),
    regrades: new RegradeService(menus),
    stats: new StatsService(menus),
    scores: new ExamScoresService(menus, options.timeZone),
    statsCompare: new StatsCompareService(menus),
    staffDashboard: new StaffDashboardService(menus, options.timeZone),
    sweepSteps: [new GradingStatusSweep(), new ResultsReleaseSweep()],
  };
}
