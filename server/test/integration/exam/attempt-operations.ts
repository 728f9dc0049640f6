/** GraphQL documents of the attempt tests. */
export const ITEM_FIELDS =
  'id slot questionId questionType stem options { id label content } blankCount maxScore response { optionIds text blanks files { ' +
  'id filename } } flagged savedAt';
export const START =
  `mutation ($examinationId: ID!) { startAttempt(examinationId: $examinationId) { id state attemptNo deadlineAt ` +
  `serverNow startedAt items { ${ITEM_FIELDS} } } }`;
export const ATTEMPT = `query ($id: ID!) { attempt(id: $id) { id state deadlineAt serverNow items { ${ITEM_FIELDS} } } }`;
export const MY_ATTEMPT = 'query ($examinationId: ID!) { myAttempt(examinationId: $examinationId) { id state } }';
export const SAVE = `
    mutation ($attemptId: ID!, $input: SaveAnswerInput!) {
      saveAnswer(attemptId: $attemptId, input: $input) {
        slot
        accepted
        ignored
        clientSeq
        serverNow
      }
    }
  `;
export const FLAG =
  'mutation ($attemptId: ID!, $slot: Int!, $flagged: Boolean!) { flagForReview(attemptId: $attemptId, slot: $slot, flagged: $flagged) }';
export const SUBMIT = `
    mutation ($attemptId: ID!, $key: String!, $final: [SaveAnswerInput!]) {
      submitAttempt(attemptId: $attemptId, idempotencyKey: $key, finalAnswers: $final) {
        attemptId
        state
        submittedAt
        submitSource
        saves {
          slot
          accepted
          ignored
        }
      }
    }
  `;
export const INTEGRITY = `
    mutation ($attemptId: ID!, $type: IntegrityEventType!) {
      reportIntegrityEvent(attemptId: $attemptId, type: $type) {
        counted
        count
        limit
        action
        state
      }
    }
  `;
export const REVIEW = `query ($attemptId: ID, $examinationId: ID) { myAttemptReview(attemptId: $attemptId, examinationId: $examinationId) {
  attemptId state gradingState allowed totalScore passed
  questions { slot isCorrect score acceptedBlanks explanation options { id isCorrect } } } }`;
export const STAFF = `
    query ($id: ID!) {
      staffAttempt(id: $id) {
        id
        userId
        totalScore
        gradingState
        items {
          slot
          isCorrect
          finalScore
          options {
            isCorrect
          }
          explanation
        }
      }
    }
  `;
