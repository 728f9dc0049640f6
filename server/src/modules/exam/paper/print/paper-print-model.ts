import type { Language } from '../../../../core/errors/messages';
import { plainTextOf } from '../../question/question-html';
import { QuestionType } from '../../shared/exam-enums';
import type { PaperView } from '../paper.types';

/** One printable question: numbered, with its points, options and (when asked) its answer and explanation. */
export interface PrintQuestion {
  number: number;
  stem: string;
  points: number;
  typeLabel: string;
  options: string[];
  answer: string | null;
  explanation: string | null;
}

/** A section as printed: its title, instructions, fixed questions, and notes for drawn questions. */
export interface PrintSection {
  title: string;
  instructions: string | null;
  questions: PrintQuestion[];
  drawNotes: string[];
}

/** The paper as printed on paper, Word and PDF alike. */
export interface PrintPaper {
  title: string;
  subtitle: string;
  description: string | null;
  sections: PrintSection[];
  withAnswers: boolean;
  labels: { answer: string; explanation: string; points: (points: number) => string };
}

const LABELS = {
  'zh-CN': {
    types: {
      SINGLE_CHOICE: '单选题',
      MULTIPLE_CHOICE: '多选题',
      TRUE_FALSE: '判断题',
      FILL_BLANK: '填空题',
      SHORT_ANSWER: '简答题',
      FILE_UPLOAD: '文件题',
    },
    answer: '答案',
    explanation: '解析',
    true: '正确',
    false: '错误',
    points: (points: number) => `（${points} 分）`,
    subtitle: (total: number, pass: number, minutes: number | null) =>
      `总分 ${total} 分，及格 ${pass} 分${minutes ? `，建议用时 ${minutes} 分钟` : ''}`,
    draw: (count: number, type: string, bank: string, each: number) => `从题库「${bank}」随机抽取 ${count} 道${type}，每题 ${each} 分`,
  },
  en: {
    types: {
      SINGLE_CHOICE: 'Single choice',
      MULTIPLE_CHOICE: 'Multiple choice',
      TRUE_FALSE: 'True/false',
      FILL_BLANK: 'Fill in the blank',
      SHORT_ANSWER: 'Short answer',
      FILE_UPLOAD: 'File upload',
    },
    answer: 'Answer',
    explanation: 'Explanation',
    true: 'True',
    false: 'False',
    points: (points: number) => `(${points} ${points === 1 ? 'point' : 'points'})`,
    subtitle: (total: number, pass: number, minutes: number | null) =>
      `Total ${total} points, pass mark ${pass}${minutes ? `, suggested time ${minutes} minutes` : ''}`,
    draw: (count: number, type: string, bank: string, each: number) =>
      `${count} ${type} question(s) drawn at random from the bank "${bank}", ${each} points each`,
  },
} as const;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** Question HTML as printable text (tags removed, the common entities decoded). */
export function printableText(html: string): string {
  return plainTextOf(html).replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);
}

const optionLetter = (index: number): string => String.fromCharCode(65 + index);

const TRUE_WORDS = new Set(['正确', '对', 'true']);
const FALSE_WORDS = new Set(['错误', '错', 'false']);

/** The fixed options of a true/false question in the print language (they are stored in either language). */
function fixedOptionText(content: string, labels: { true: string; false: string }): string {
  const stored = printableText(content).toLowerCase();
  if (TRUE_WORDS.has(stored)) {
    return labels.true;
  }
  return FALSE_WORDS.has(stored) ? labels.false : printableText(content);
}

/** Builds the print model of a paper's detail view: fixed questions numbered across sections in order. */
export function printPaperOf(paper: PaperView, withAnswers: boolean, language: Language): PrintPaper {
  const labels = LABELS[language === 'en' ? 'en' : 'zh-CN'];
  let number = 0;
  const sections = paper.sections.map((section): PrintSection => {
    const questions = section.questions.flatMap((item): PrintQuestion[] => {
      const question = item.question;
      if (!question) {
        return [];
      }
      number += 1;
      const isTrueFalse = question.questionType === QuestionType.TRUE_FALSE;
      const optionText = (content: string) => (isTrueFalse ? fixedOptionText(content, labels) : printableText(content));
      const options = question.options.map((option, index) => `${optionLetter(index)}. ${optionText(option.content)}`);
      let answer: string | null = null;
      if (withAnswers) {
        if (question.questionType === QuestionType.FILL_BLANK) {
          answer = question.blanks.map((alternatives, index) => `(${index + 1}) ${alternatives.join(' / ')}`).join('  ');
        } else if (question.options.length > 0) {
          answer = question.options
            .map((option, index) => (option.isCorrect ? (isTrueFalse ? optionText(option.content) : optionLetter(index)) : null))
            .filter((letter): letter is string => letter !== null)
            .join(isTrueFalse ? '' : ', ');
        } else if (question.referenceAnswer) {
          answer = printableText(question.referenceAnswer);
        }
      }
      return [
        {
          number,
          stem: printableText(question.stem),
          points: item.score,
          typeLabel: labels.types[question.questionType],
          options,
          answer: answer || null,
          explanation: withAnswers && question.explanation ? printableText(question.explanation) || null : null,
        },
      ];
    });
    const drawNotes = section.drawRules.map((rule) =>
      labels.draw(rule.count, labels.types[rule.questionType], rule.bankName ?? rule.bankId, rule.scoreEach),
    );
    return { title: section.title, instructions: section.instructions ? printableText(section.instructions) : null, questions, drawNotes };
  });
  return {
    title: paper.name,
    subtitle: labels.subtitle(paper.totalScore, paper.passScore, paper.suggestedDurationMin),
    description: paper.description ? printableText(paper.description) : null,
    sections,
    withAnswers,
    labels: { answer: labels.answer, explanation: labels.explanation, points: labels.points },
  };
}

/** A safe download name for the paper (no path or header characters). */
export function exportBaseName(paper: PrintPaper, language: Language): string {
  const cleaned =
    paper.title
      .replace(/[\\/:*?"<>|\r\n\t]+/g, ' ')
      .trim()
      .slice(0, 80) || 'paper';
  const suffix = paper.withAnswers ? (language === 'en' ? ' (with answers)' : '（含答案）') : '';
  return `${cleaned}${suffix}`;
}
