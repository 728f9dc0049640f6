import type { AttemptResponse } from '../shared/attempt-layout.types';
import type { SnapshotQuestion } from '../shared/paper-snapshot.types';
import { plainText } from './snapshot-questions';

/** The candidate's answer as plain text for a grader: the text, the blanks joined, or the chosen options' contents. */
export function answerAsText(question: SnapshotQuestion | undefined, response: AttemptResponse | null | undefined): string | null {
  if (!response) {
    return null;
  }
  if (response.text !== undefined) {
    return response.text;
  }
  if (response.blanks !== undefined) {
    return response.blanks.map((blank) => blank.trim()).join(' | ');
  }
  if (response.optionIds !== undefined) {
    const options = new Map(
      (question?.options ?? []).map((option, index) => [
        option.id,
        { label: String.fromCharCode(65 + index), content: plainText(option.content) },
      ]),
    );
    return response.optionIds
      .map((id) => options.get(id))
      .filter((option) => option !== undefined)
      .map((option) => `${option.label}. ${option.content}`)
      .join('; ');
  }
  return null;
}
