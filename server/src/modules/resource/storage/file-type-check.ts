import { AppError } from '../../../core/errors/app-error';

/** What an accepted upload is, from its first bytes (never from the client's name or MIME type). */
export interface DetectedType {
  extension: string;
  contentType: string;
}

const startsWith = (buffer: Buffer, bytes: number[], offset = 0): boolean => bytes.every((byte, index) => buffer[offset + index] === byte);
const ascii = (text: string): number[] => [...text].map((character) => character.charCodeAt(0));

/** The file types uploads accept, each with its signature check. */
const TYPES: Array<{ extensions: string[]; contentType: string; matches: (buffer: Buffer) => boolean }> = [
  {
    extensions: ['png'],
    contentType: 'image/png',
    matches: (buffer) => startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { extensions: ['jpg', 'jpeg'], contentType: 'image/jpeg', matches: (buffer) => startsWith(buffer, [0xff, 0xd8, 0xff]) },
  {
    extensions: ['gif'],
    contentType: 'image/gif',
    matches: (buffer) => startsWith(buffer, ascii('GIF87a')) || startsWith(buffer, ascii('GIF89a')),
  },
  {
    extensions: ['webp'],
    contentType: 'image/webp',
    matches: (buffer) => startsWith(buffer, ascii('RIFF')) && startsWith(buffer, ascii('WEBP'), 8),
  },
  { extensions: ['pdf'], contentType: 'application/pdf', matches: (buffer) => startsWith(buffer, ascii('%PDF-')) },
  {
    extensions: ['xlsx'],
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    matches: (buffer) => isZip(buffer) && buffer.includes('[Content_Types].xml') && buffer.includes('xl/'),
  },
  {
    extensions: ['docx'],
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    matches: (buffer) => isZip(buffer) && buffer.includes('[Content_Types].xml') && buffer.includes('word/'),
  },
  { extensions: ['zip'], contentType: 'application/zip', matches: (buffer) => isZip(buffer) },
];

function isZip(buffer: Buffer): boolean {
  return startsWith(buffer, [0x50, 0x4b, 0x03, 0x04]) || startsWith(buffer, [0x50, 0x4b, 0x05, 0x06]);
}

export const ALLOWED_EXTENSIONS: readonly string[] = TYPES.flatMap((type) => type.extensions);

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function contentTypeOf(extension: string): string {
  return TYPES.find((type) => type.extensions.includes(extension.toLowerCase()))?.contentType ?? 'application/octet-stream';
}

/**
 * Accepts the file only when its name has an allowed extension AND its content carries that type's
 * signature: a renamed script or HTML page is refused.
 */
export function checkFileType(fileName: string, content: Buffer): DetectedType {
  const extension = extensionOf(fileName);
  const type = TYPES.find((candidate) => candidate.extensions.includes(extension));
  if (!type) {
    throw new AppError('VALIDATION', 'oss.fileTypeNotAllowed', { types: ALLOWED_EXTENSIONS.join(', ') });
  }
  if (!type.matches(content)) {
    throw new AppError('VALIDATION', 'oss.fileContentMismatch', { extension });
  }
  return { extension: extension === 'jpeg' ? 'jpg' : extension, contentType: type.contentType };
}
