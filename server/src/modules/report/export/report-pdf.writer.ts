import PDFDocument from 'pdfkit';
import { cjkFont } from '../../exam/paper/print/cjk-font';
import type { ReportColumn } from '../definition/report-definition.types';
import { cellText } from './report-cells';

export interface PdfReport {
  title: string;
  /** Under the title: when it was run, the truncation note. */
  notes: string[];
  columns: ReportColumn[];
  rows: Array<Record<string, unknown>>;
  timeZone: string;
}

/**
 * The report as a PDF table with the product's CJK font (the one printed papers embed, as a subset), landscape
 * when it has many columns. pdfkit reads nothing but the font bytes handed to it: no URLs, no files.
 */
export function reportPdf(report: PdfReport): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const landscape = report.columns.length > 5;
    const document = new PDFDocument({
      size: 'A4',
      layout: landscape ? 'landscape' : 'portrait',
      margin: 40,
      info: { Title: report.title },
    });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.registerFont('cjk', cjkFont());
    document.font('cjk');
    document.fontSize(16).text(report.title, { align: 'center' });
    for (const note of report.notes) {
      document.moveDown(0.2).fontSize(9).fillColor('#555555').text(note, { align: 'center' });
    }
    document.moveDown(0.8).fillColor('black').fontSize(9);
    const header = report.columns.map((column) => ({ text: column.label, type: 'TH' as const, backgroundColor: '#eeeeee' }));
    const body = report.rows.map((row) => report.columns.map((column) => cellText(column, row[column.key], report.timeZone)));
    document.table({
      columnStyles: report.columns.map((column) => ({
        // A layout width in pixels as points (3/4); columns without one share the rest.
        width: column.width ? Math.round(column.width * 0.75) : '*',
        align: { x: column.align === 'right' ? 'right' : column.align === 'center' ? 'center' : 'left' },
      })),
      data: [header, ...body],
    });
    document.end();
  });
}
