import { planQuestion } from '../../modules/exam/question/question-rules';
import { QuestionType } from '../../modules/exam/shared/exam-enums';
import { toPoints } from '../../modules/exam/shared/exam-score';
import { allDemoQuestions } from './demo-exam-authoring.seed';

describe('demo question banks', () => {
  const questions = allDemoQuestions();

  it('should hold at least 50 questions of every type with unique 19-digit ids', () => {
    for (const type of Object.values(QuestionType)) {
      expect([type, questions.filter((question) => question.questionType === type).length >= 50]).toEqual([type, true]);
    }
    const ids = [
      ...questions.map((question) => question.id),
      ...questions.flatMap((question) => question.options.map((option) => option.id)),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^\d{19}$/.test(id))).toBe(true);
  });

  it('should generate only questions the authoring rules accept, with distinct options and one blank per fill-in stem', () => {
    for (const question of questions) {
      const { problems } = planQuestion({ ...question, defaultScore: toPoints(question.defaultScore) });
      expect([question.id, problems]).toEqual([question.id, []]);
      const contents = question.options.map((option) => option.content);
      expect(new Set(contents).size).toBe(contents.length);
    }
  });

  it('should make true/false statements true exactly when they state the fact', () => {
    const trueFalse = questions.filter((question) => question.questionType === QuestionType.TRUE_FALSE);
    expect(trueFalse.some((question) => question.options[0]?.isCorrect)).toBe(true);
    expect(trueFalse.some((question) => question.options[1]?.isCorrect)).toBe(true);
    for (const question of trueFalse.filter((candidate) => candidate.options[1]?.isCorrect)) {
      expect(question.explanation).toMatch(/^<p>错误。正确说法：/);
    }
  });
});
