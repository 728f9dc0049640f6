import { useStaffDashboardQuery, type StaffDashboardQuery } from '../../../generated/graphql';
import { usePermission } from '../../../shared/permission/usePermission';

export type StaffDashboard = StaffDashboardQuery['staffDashboard'];

/** Whether the user has an exam staff menu (the dashboard's figures need examinations or grading). */
export function useIsExamStaff(): boolean {
  const examinations = usePermission('exam_examination');
  const grading = usePermission('exam_grade');
  return examinations || grading;
}

/** The staff dashboard, fetched once for every section of the page (they share Apollo's cache). */
export function useStaffDashboard(): { dashboard: StaffDashboard | undefined; loading: boolean; visible: boolean } {
  const visible = useIsExamStaff();
  const { data, loading } = useStaffDashboardQuery({ skip: !visible, fetchPolicy: 'cache-and-network' });
  return { dashboard: data?.staffDashboard, loading, visible };
}
