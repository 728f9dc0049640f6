/** GraphQL operations of the legacy /blade-exam/examination/examExamination paths. */
export const EXAMINATION_FIELDS =
  'id name description instructions paperId snapshotId totalScore kind status storedStatus openAt closeAt timingMode durationMin overdueHandling graceSec maxAttempts gradeMethod passScore shuffleQuestions shuffleOptions navigation questionsPerPage audienceMode audienceDeptIds requiresPassword accessPassword ipAllowList requireFullscreen integrityPolicy { maxFocusLoss action disableCopyPaste } reviewPolicy { during immediatelyAfter laterWhileOpen afterClose afterRelease } resultsReleaseAt resultsReleasedAt publishedAt cancelReason cancelledAt candidateCount createUser createDept createTime updateUser updateTime';

export const LEGACY_EXAMINATION_LIST = `query LegacyExaminationList($filter: ExaminationFilter, $page: PageInput) { examinations(filter: $filter, page: $page) { records { ${EXAMINATION_FIELDS} } total size current pages } }`;

export const LEGACY_EXAMINATION_DETAIL = `query LegacyExaminationDetail($id: ID!) { examination(id: $id) { ${EXAMINATION_FIELDS} } }`;

export const LEGACY_EXAMINATION_REMOVE = 'mutation LegacyExaminationRemove($ids: [ID!]!) { removeExaminations(ids: $ids) }';

/** Insert when there is no id, otherwise update (one legacy submit; $id is "0" when creating). */
export const LEGACY_EXAMINATION_SUBMIT =
  'mutation LegacyExaminationSubmit($create: Boolean!, $id: ID!, $input: ExaminationInput!) { createExamination(input: $input) @include(if: $create) { id } updateExamination(id: $id, input: $input) @skip(if: $create) { id } }';

export const LEGACY_EXAMINATION_STUDENTS =
  'query LegacyExaminationStudents($examinationId: ID!, $page: PageInput) { examCandidates(examinationId: $examinationId, page: $page) { records { id examinationId userId account realName deptId deptName status addedBy addedAt } total size current pages } }';
