import type { SignedInContext } from '../../../../core/http/request-context';
import type { MenuService } from '../../../system/menu/menu.service';
import { PAPER_READ_CODES } from '../paper-query.service';
import { findPaper } from '../paper-rules';
import { paperDetail } from '../paper-views';
import { paperDocx } from './paper-docx.writer';
import { paperPdf } from './paper-pdf.writer';
import { exportBaseName, printPaperOf } from './paper-print-model';

export const PAPER_EXPORT_FORMATS = ['docx', 'pdf'] as const;
export type PaperExportFormat = (typeof PAPER_EXPORT_FORMATS)[number];

const CONTENT_TYPES: Record<PaperExportFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

/** A rendered export: its bytes, download name (with extension) and content type. */
export interface PaperExportFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** Prints a paper of the caller's tenant to Word or PDF, with or without answers and explanations. */
export class PaperExportService {
  constructor(private readonly menus: MenuService) {}

  async render(context: SignedInContext, paperId: string, format: PaperExportFormat, withAnswers: boolean): Promise<PaperExportFile> {
    await this.menus.require(context, ...PAPER_READ_CODES);
    const paper = printPaperOf(await paperDetail(context, await findPaper(context, paperId)), withAnswers, context.language);
    const content = format === 'docx' ? await paperDocx(paper) : await paperPdf(paper);
    return { fileName: `${exportBaseName(paper, context.language)}.${format}`, contentType: CONTENT_TYPES[format], content };
  }
}
