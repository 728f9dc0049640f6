import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun, type IRunOptions } from 'docx';
import type { PrintPaper, PrintQuestion } from './paper-print-model';

/** Latin text in a common sans font, Chinese in the East Asian font Word and WPS ship (so CJK renders everywhere). */
const FONT = { ascii: 'Arial', hAnsi: 'Arial', eastAsia: 'Microsoft YaHei', cs: 'Arial' } as const;

const run = (text: string, options: Omit<IRunOptions, 'text' | 'font'> = {}): TextRun => new TextRun({ text, font: FONT, ...options });

function questionParagraphs(question: PrintQuestion, paper: PrintPaper): Paragraph[] {
  const paragraphs = [
    new Paragraph({
      spacing: { before: 160, after: 60 },
      children: [
        run(`${question.number}. `, { bold: true }),
        run(`[${question.typeLabel}] `, { color: '555555' }),
        run(question.stem),
        run(` ${paper.labels.points(question.points)}`, { color: '555555' }),
      ],
    }),
    ...question.options.map((option) => new Paragraph({ indent: { left: 420 }, spacing: { after: 40 }, children: [run(option)] })),
  ];
  if (question.answer !== null) {
    paragraphs.push(
      new Paragraph({
        indent: { left: 420 },
        children: [run(`${paper.labels.answer}: `, { bold: true, color: '1A7F37' }), run(question.answer, { color: '1A7F37' })],
      }),
    );
  }
  if (question.explanation !== null) {
    paragraphs.push(
      new Paragraph({
        indent: { left: 420 },
        children: [run(`${paper.labels.explanation}: `, { bold: true, color: '555555' }), run(question.explanation, { color: '555555' })],
      }),
    );
  }
  return paragraphs;
}

/** The paper as a Word document (.docx). */
export async function paperDocx(paper: PrintPaper): Promise<Buffer> {
  const children: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [run(paper.title, { bold: true, size: 36 })] }),
    new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 240 }, children: [run(paper.subtitle, { color: '555555' })] }),
  ];
  if (paper.description) {
    children.push(new Paragraph({ spacing: { after: 200 }, children: [run(paper.description)] }));
  }
  for (const section of paper.sections) {
    children.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_2,
        spacing: { before: 280, after: 120 },
        children: [run(section.title, { bold: true, size: 28 })],
      }),
    );
    if (section.instructions) {
      children.push(new Paragraph({ children: [run(section.instructions, { italics: true, color: '555555' })] }));
    }
    for (const question of section.questions) {
      children.push(...questionParagraphs(question, paper));
    }
    for (const note of section.drawNotes) {
      children.push(new Paragraph({ spacing: { before: 120 }, children: [run(note, { italics: true, color: '555555' })] }));
    }
  }
  const document = new Document({
    creator: 'exam-admin',
    title: paper.title,
    styles: { default: { document: { run: { font: FONT, size: 22 } } } },
    sections: [{ properties: {}, children }],
  });
  return Packer.toBuffer(document);
}
