// pdfjs-dist 3 ships a CommonJS build for Node (its legacy build); its types are those of the main build.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.js';

/** The text of every page of a PDF, pages joined by new lines (pdf.js maps glyphs back through the ToUnicode map). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n');
}
