/** GraphQL operations of the legacy student exam paths (blade-examExaminationStudent, ExamExaminationUserOption). */
const RESPONSE = 'optionIds text blanks files { id filename size mime }';
const ITEM = `id slot sectionTitle questionId questionType stem options { id label content } blankCount fileRule { maxFiles maxSizeKb allowedExtensions } maxScore response { ${RESPONSE} } flagged savedAt`;
const ATTEMPT = `id examinationId examinationName attemptNo state gradingState startedAt deadlineAt serverNow submittedAt paperTotal items { ${ITEM} }`;

/** getTestIndex reads the caller's latest attempt first: a submitted (or otherwise ended) one is shown as it is. */
export const LEGACY_EXAM_TEST_INDEX = `query LegacyExamTestIndex($examinationId: ID!) { attempt: myAttempt(examinationId: $examinationId) { ${ATTEMPT} } }`;

/** Only without an attempt, or with one still open (resumed, under the same allow-list), does it run the start. */
export const LEGACY_EXAM_TEST_START = `mutation LegacyExamTestStart($examinationId: ID!, $accessPassword: String) { attempt: startAttempt(examinationId: $examinationId, accessPassword: $accessPassword) { ${ATTEMPT} } }`;

export const LEGACY_EXAM_SUBJECT_ENTITY = `query LegacyExamSubjectEntity($id: ID!) { attemptItem(id: $id) { ${ITEM} } }`;

const REVIEW = `attemptId examinationId examinationName attemptNo state gradingState submittedAt allowed totalScore paperTotal passed
  questions { id slot questionId questionType stem options { id label content isCorrect } maxScore response { ${RESPONSE} } isCorrect score acceptedBlanks explanation feedback }`;

export const LEGACY_EXAM_REVIEW = `query LegacyExamReview($examinationId: ID, $attemptId: ID) { myAttemptReview(examinationId: $examinationId, attemptId: $attemptId) { ${REVIEW} } }`;

export const LEGACY_EXAM_ANSWER_UPDATE = 'mutation LegacyExamAnswerUpdate($itemId: ID!, $response: AnswerResponseInput!) { saveItemAnswer(itemId: $itemId, response: $response) { slot accepted ignored clientSeq serverNow } }';

/** The student's detail of one own attempt (by id). */
export const LEGACY_EXAM_ATTEMPT_DETAIL = `query LegacyExamAttemptDetail($id: ID!) { attempt(id: $id) { ${ATTEMPT} } }`;

/** The student's submit of an own attempt from its saved answers (idempotent). */
export const LEGACY_EXAM_ATTEMPT_SUBMIT = 'mutation LegacyExamAttemptSubmit($attemptId: ID!, $idempotencyKey: String!) { submitAttempt(attemptId: $attemptId, idempotencyKey: $idempotencyKey) { attemptId state submittedAt } }';
