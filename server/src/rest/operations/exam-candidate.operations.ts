/** GraphQL operations of the legacy exam student (roster) paths. */
export const CANDIDATE_FIELDS = 'id examinationId userId account realName deptId deptName status addedBy addedAt';

export const LEGACY_CANDIDATE_PAGE = `query LegacyCandidatePage($examinationId: ID!, $page: PageInput, $keyword: String) { examCandidates(examinationId: $examinationId, page: $page, keyword: $keyword) { records { ${CANDIDATE_FIELDS} } total size current pages } }`;

export const LEGACY_CANDIDATE_DETAIL = `query LegacyCandidateDetail($id: ID!) { examCandidate(id: $id) { ${CANDIDATE_FIELDS} } }`;

export const LEGACY_CANDIDATE_REMOVE = 'mutation LegacyCandidateRemove($ids: [ID!]!) { removeExamCandidateEntries(ids: $ids) }';

/** Adds a candidate when there is no id, otherwise sets the entry's status ($id "0" and $status ACTIVE when adding). */
export const LEGACY_CANDIDATE_SUBMIT =
  'mutation LegacyCandidateSubmit($create: Boolean!, $id: ID!, $status: CandidateStatus!, $examinationId: ID!, $userIds: [ID!]) { addExamCandidates(examinationId: $examinationId, userIds: $userIds) @include(if: $create) setExamCandidateStatus(id: $id, status: $status) @skip(if: $create) { id } }';

export const LEGACY_CANDIDATE_SAVE = 'mutation LegacyCandidateSave($examinationId: ID!, $userIds: [ID!]) { addExamCandidates(examinationId: $examinationId, userIds: $userIds) }';

export const LEGACY_CANDIDATE_DELETE = 'mutation LegacyCandidateDelete($examinationId: ID!, $userIds: [ID!]!) { removeExamCandidates(examinationId: $examinationId, userIds: $userIds) }';

export const LEGACY_MY_EXAMINATIONS =
  'query LegacyMyExaminations($page: PageInput, $keyword: String, $status: ExamStatus) { myExaminations(page: $page, keyword: $keyword, status: $status) { records { id name description instructions kind status openNow openAt closeAt timingMode durationMin maxAttempts passScore navigation questionsPerPage requireFullscreen integrityPolicy { maxFocusLoss action disableCopyPaste } resultsReleasedAt requiresPassword accommodated extraTimeMin } total size current pages } }';
