import PDFDocument from 'pdfkit';
import { cjkFont } from './cjk-font';
import type { PrintPaper } from './paper-print-model';

const GREY = '#555555';
const GREEN = '#1a7f37';

/** The paper as an A4 PDF with the CJK font embedded as a subset (only the glyphs used). */
export function paperPdf(paper: PrintPaper): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ size: 'A4', margin: 56, info: { Title: paper.title, Creator: 'exam-admin' } });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.registerFont('cjk', cjkFont());
    document.font('cjk');
    document.fontSize(18).fillColor('black').text(paper.title, { align: 'center' });
    document.moveDown(0.3).fontSize(10).fillColor(GREY).text(paper.subtitle, { align: 'center' });
    if (paper.description) {
      document.moveDown(0.8).fontSize(11).fillColor('black').text(paper.description);
    }
    for (const section of paper.sections) {
      document.moveDown(1).fontSize(14).fillColor('black').text(section.title);
      if (section.instructions) {
        document.moveDown(0.2).fontSize(10).fillColor(GREY).text(section.instructions);
      }
      for (const question of section.questions) {
        document
          .moveDown(0.6)
          .fontSize(11)
          .fillColor('black')
          .text(`${question.number}. [${question.typeLabel}] ${question.stem} ${paper.labels.points(question.points)}`);
        for (const option of question.options) {
          document.moveDown(0.15).text(option, { indent: 18 });
        }
        if (question.answer !== null) {
          document.moveDown(0.2).fillColor(GREEN).text(`${paper.labels.answer}: ${question.answer}`, { indent: 18 });
        }
        if (question.explanation !== null) {
          document.moveDown(0.1).fillColor(GREY).text(`${paper.labels.explanation}: ${question.explanation}`, { indent: 18 });
        }
      }
      for (const note of section.drawNotes) {
        document.moveDown(0.4).fontSize(10).fillColor(GREY).text(note);
      }
    }
    document.end();
  });
}
