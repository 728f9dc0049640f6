/** GraphQL operations of the legacy grading and home-data paths of blade-exam. */
const QUEUE_FIELDS =
  'id attemptId examinationId userId candidateName account attemptNo slot questionId questionType stem maxScore answerText files { id filename mime size } gradingState score feedback graderId gradedAt submittedAt lockedBy lockExpiresAt';

export const LEGACY_GRADING_QUEUE = `query LegacyGradingQueue($examinationId: ID!, $filter: GradingQueueFilter, $page: PageInput) { gradingQueue(examinationId: $examinationId, filter: $filter, page: $page) { records { ${QUEUE_FIELDS} } total size current pages } }`;

export const LEGACY_GRADE_ITEM = `mutation LegacyGradeItem($input: GradeItemInput!) { gradeItem(input: $input) { ${QUEUE_FIELDS} } }`;

const EXAM_FIELDS = 'id name examStatus openAt closeAt durationMin';

export const LEGACY_STAFF_DASHBOARD = `query LegacyStaffDashboard { staffDashboard { openNow startingToday openExaminations { ${EXAM_FIELDS} } todayExaminations { ${EXAM_FIELDS} } pendingManualGrading recentPassRates { examinationId name closeAt graded passed passRate } banks bankSizes { questionType questionStatus count } attemptTrend { day submitted } } }`;
