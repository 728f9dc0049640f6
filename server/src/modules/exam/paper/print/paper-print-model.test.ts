import { QuestionType } from '../../shared/exam-enums';
import type { PaperView } from '../paper.types';
import { woffToSfnt } from './cjk-font';
import { exportBaseName, printPaperOf } from './paper-print-model';

type Question = NonNullable<PaperView['sections'][number]['questions'][number]['question']>;

const question = (overrides: Partial<Question>): Question =>
  ({
    questionType: QuestionType.SINGLE_CHOICE,
    stem: '<p>题干</p>',
    explanation: null,
    options: [],
    blanks: [],
    referenceAnswer: null,
    ...overrides,
  }) as Question;

const paper = (questions: Question[]): PaperView =>
  ({
    name: '期末/试卷',
    description: null,
    totalScore: 10,
    passScore: 6,
    suggestedDurationMin: null,
    sections: [
      {
        title: '一、选择题',
        instructions: null,
        questions: questions.map((item, index) => ({ id: String(index), score: 5, question: item })),
        drawRules: [{ count: 2, questionType: QuestionType.TRUE_FALSE, bankName: '基础', bankId: '1', scoreEach: 2 }],
      },
    ],
  }) as unknown as PaperView;

const option = (content: string, isCorrect: boolean) => ({ id: content, questionId: '1', content, isCorrect, weightPct: 0, sort: 0 });

describe('printPaperOf', () => {
  const questions = [
    question({
      stem: '<p>A &amp; B</p>',
      options: [option('<p>甲</p>', false), option('乙', true), option('丙', true)],
      explanation: '<p>因为</p>',
    }),
    question({ questionType: QuestionType.TRUE_FALSE, options: [option('正确', false), option('错误', true)] }),
    question({ questionType: QuestionType.FILL_BLANK, blanks: [['北京', 'Beijing'], ['2']] }),
  ];

  it('numbers questions, letters options and leaves answers out unless asked', () => {
    const printed = printPaperOf(paper(questions), false, 'zh-CN');
    const [first, second] = printed.sections[0]?.questions ?? [];
    expect(first).toMatchObject({
      number: 1,
      stem: 'A & B',
      points: 5,
      options: ['A. 甲', 'B. 乙', 'C. 丙'],
      answer: null,
      explanation: null,
    });
    expect(second?.number).toBe(2);
    expect(printed.sections[0]?.drawNotes).toEqual(['从题库「基础」随机抽取 2 道判断题，每题 2 分']);
    expect(exportBaseName(printed, 'zh-CN')).toBe('期末 试卷');
  });

  it('prints answers and explanations, true/false in the print language', () => {
    const printed = printPaperOf(paper(questions), true, 'en');
    const [choice, trueFalse, blank] = printed.sections[0]?.questions ?? [];
    expect(choice).toMatchObject({ answer: 'B, C', explanation: '因为', typeLabel: 'Single choice' });
    expect(trueFalse).toMatchObject({ options: ['A. True', 'B. False'], answer: 'False' });
    expect(blank?.answer).toBe('(1) 北京 / Beijing  (2) 2');
    expect(exportBaseName(printed, 'en')).toBe('期末 试卷 (with answers)');
  });
});

describe('woffToSfnt', () => {
  it('refuses what is not a WOFF 1.0 file', () => {
    expect(() => woffToSfnt(Buffer.from('OTTO0000'))).toThrow('not a WOFF');
  });
});
