import type { BpmnFileInput } from '../../../../generated/graphql';

/** The file names the server deploys (legacy deploy-upload). */
export function isBpmnFileName(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.endsWith('.bpmn') || lower.endsWith('.bpmn20.xml');
}

/** A file's text (UTF-8) through FileReader, which every browser and jsdom have. */
export function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error(`cannot read ${file.name}`));
    reader.readAsText(file);
  });
}

/** The chosen files as deployBpmn's input: their names and their text. */
export async function bpmnFileInputs(files: readonly File[]): Promise<BpmnFileInput[]> {
  return Promise.all(files.map(async (file) => ({ name: file.name, xml: await readText(file) })));
}

/** A lint problem of a file: the element's id (empty for the whole document) and the server's message. */
export interface FileProblem {
  elementId: string;
  message: string;
}

/** The problems of one file; `fileName` null when the server's answer does not say which file. */
export interface FileProblems {
  fileName: string | null;
  problems: FileProblem[];
}
