import type { FileRule } from '../../modules/exam/question/question.entity';
import { MultiSelectScoring, QuestionStatus, QuestionType } from '../../modules/exam/shared/exam-enums';
import { DELIVERABLES, type DemoBankMaterial } from './demo-exam-bank.types';

/** A generated demo question with its options (scores in hundredths). */
export interface DemoQuestion {
  id: string;
  bankId: string;
  questionType: QuestionType;
  stem: string;
  difficulty: number;
  tags: string[];
  explanation: string | null;
  defaultScore: number;
  questionStatus: QuestionStatus;
  multiSelectScoring: MultiSelectScoring;
  blanks: string[][];
  caseSensitive: boolean;
  referenceAnswer: string | null;
  fileRule: FileRule | null;
  options: Array<{ id: string; content: string; isCorrect: boolean; sort: number }>;
}

const TYPE_DIGIT: Record<QuestionType, number> = {
  [QuestionType.SINGLE_CHOICE]: 1,
  [QuestionType.MULTIPLE_CHOICE]: 2,
  [QuestionType.TRUE_FALSE]: 3,
  [QuestionType.FILL_BLANK]: 4,
  [QuestionType.SHORT_ANSWER]: 5,
  [QuestionType.FILE_UPLOAD]: 6,
};

/** Fixed ids: 1931 + bank number + type digit + index (questions), 1932 + ... + option number (options). */
export function demoQuestionId(bankNumber: number, type: QuestionType, index: number): string {
  return `1931${bankNumber}${TYPE_DIGIT[type]}${String(index).padStart(13, '0')}`;
}

function optionId(bankNumber: number, type: QuestionType, index: number, option: number): string {
  return `1932${bankNumber}${TYPE_DIGIT[type]}${String(index).padStart(10, '0')}${String(option).padStart(3, '0')}`;
}

const MULTIPLE_STEMS = ['下列属于{}的有（  ）。', '以下选项中，属于{}的是（  ）。', '下列各项中，哪些是{}？（  ）'];

/**
 * Every question of one bank, generated from its material: single choice, true/false and fill in the
 * blank from each fact; multiple choice from each category (three option sets); short answer from each
 * term; file upload from each topic and deliverable.
 */
export function demoQuestions(bankId: string, bankNumber: number, material: DemoBankMaterial): DemoQuestion[] {
  const base = (type: QuestionType, index: number) => ({
    id: demoQuestionId(bankNumber, type, index),
    bankId,
    questionType: type,
    tags: material.tags,
    questionStatus: QuestionStatus.ENABLED,
    multiSelectScoring: MultiSelectScoring.ALL_OR_NOTHING,
    blanks: [] as string[][],
    caseSensitive: false,
    referenceAnswer: null,
    fileRule: null,
    explanation: null as string | null,
  });
  const options = (type: QuestionType, index: number, entries: Array<[string, boolean]>) =>
    entries.map(([content, isCorrect], position) => ({
      id: optionId(bankNumber, type, index, position + 1),
      content,
      isCorrect,
      sort: position + 1,
    }));
  const questions: DemoQuestion[] = [];
  material.facts.forEach(([sentence, answer, wrong, alternatives], index) => {
    const statement = sentence.replace('{}', answer);
    const explanation = `<p>${statement}</p>`;
    const choices: Array<[string, boolean]> = wrong.map((text) => [text, false]);
    choices.splice(index % 4, 0, [answer, true]);
    questions.push({
      ...base(QuestionType.SINGLE_CHOICE, index),
      stem: `<p>${sentence.replace('{}', '（  ）')}</p>`,
      difficulty: (index % 3) + 1,
      explanation,
      defaultScore: 200,
      options: options(QuestionType.SINGLE_CHOICE, index, choices),
    });
    const truthful = index % 2 === 0;
    const claim = truthful ? statement : sentence.replace('{}', wrong[index % 3] ?? wrong[0]);
    questions.push({
      ...base(QuestionType.TRUE_FALSE, index),
      stem: `<p>${claim}</p>`,
      difficulty: (index % 2) + 1,
      explanation: truthful ? explanation : `<p>错误。正确说法：${statement}</p>`,
      defaultScore: 100,
      options: options(QuestionType.TRUE_FALSE, index, [
        ['正确', truthful],
        ['错误', !truthful],
      ]),
    });
    questions.push({
      ...base(QuestionType.FILL_BLANK, index),
      stem: `<p>${sentence.replace('{}', '___')}</p>`,
      difficulty: (index % 3) + 2,
      explanation,
      defaultScore: 200,
      blanks: [[answer, ...(alternatives ?? [])]],
      options: [],
    });
  });
  let multipleIndex = 0;
  material.categories.forEach(([subject, members, others]) => {
    for (let variant = 0; variant < 3; variant += 1) {
      const correctCount = Math.min(members.length, 2 + (variant % 2));
      const correct = Array.from({ length: correctCount }, (_, offset) => members[(variant + offset) % members.length] as string);
      const wrong = Array.from({ length: 4 - correctCount }, (_, offset) => others[(variant + offset) % others.length] as string);
      const entries: Array<[string, boolean]> = [
        ...correct.map((text): [string, boolean] => [text, true]),
        ...wrong.map((text): [string, boolean] => [text, false]),
      ];
      // A fixed, varied order: rotate by the question number.
      const shift = multipleIndex % entries.length;
      const ordered = [...entries.slice(shift), ...entries.slice(0, shift)];
      questions.push({
        ...base(QuestionType.MULTIPLE_CHOICE, multipleIndex),
        stem: `<p>${(MULTIPLE_STEMS[variant] ?? '{}').replace('{}', subject)}</p>`,
        difficulty: 2 + (variant % 3),
        explanation: `<p>${subject}包括：${members.join('、')}。</p>`,
        defaultScore: 300,
        multiSelectScoring: variant === 2 ? MultiSelectScoring.HALF_IF_SUBSET : MultiSelectScoring.ALL_OR_NOTHING,
        options: options(QuestionType.MULTIPLE_CHOICE, multipleIndex, ordered),
      });
      multipleIndex += 1;
    }
  });
  material.terms.forEach(([question, answer], index) => {
    questions.push({
      ...base(QuestionType.SHORT_ANSWER, index),
      stem: `<p>${question}</p>`,
      difficulty: 3 + (index % 2),
      defaultScore: 1000,
      referenceAnswer: answer,
      options: [],
    });
  });
  let fileIndex = 0;
  for (const topic of material.topics) {
    for (const [kind, extensions, maxFiles] of DELIVERABLES) {
      questions.push({
        ...base(QuestionType.FILE_UPLOAD, fileIndex),
        stem: `<p>请围绕“${topic}”完成一份${kind}，以 ${extensions.join(' 或 ')} 格式上传（最多 ${maxFiles} 个文件，每个不超过 10 MB）。</p>`,
        difficulty: 3,
        defaultScore: 1000,
        fileRule: { maxFiles, maxSizeKb: 10_240, allowedExtensions: extensions },
        options: [],
      });
      fileIndex += 1;
    }
  }
  return questions;
}
