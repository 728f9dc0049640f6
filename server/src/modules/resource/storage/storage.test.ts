import { Readable } from 'node:stream';
import type { PutObjectCommand } from '@aws-sdk/client-s3';
import { CreateBucketCommand, GetObjectCommand, HeadBucketCommand, S3ServiceException } from '@aws-sdk/client-s3';
import { checkFileType } from './file-type-check';
import { S3Storage, type S3Sender } from './s3-storage';

const notFound = (name: string) => new S3ServiceException({ name, $fault: 'client', $metadata: { httpStatusCode: 404 }, message: name });

describe('checkFileType', () => {
  it('should accept files whose content carries the signature of their extension', () => {
    expect(checkFileType('a.PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toEqual({
      extension: 'png',
      contentType: 'image/png',
    });
    expect(checkFileType('a.jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ extension: 'jpg', contentType: 'image/jpeg' });
    expect(checkFileType('doc.pdf', Buffer.from('%PDF-1.7')).extension).toBe('pdf');
    expect(checkFileType('a.webp', Buffer.from('RIFF\0\0\0\0WEBPVP8 ')).extension).toBe('webp');
    const xlsx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('[Content_Types].xml xl/workbook.xml')]);
    expect(checkFileType('book.xlsx', xlsx).extension).toBe('xlsx');
    expect(checkFileType('book.zip', xlsx).extension).toBe('zip');
  });

  it('should refuse unknown extensions and disguised content', () => {
    expect(() => checkFileType('run.exe', Buffer.from('MZ'))).toThrow('oss.fileTypeNotAllowed');
    expect(() => checkFileType('noextension', Buffer.from('%PDF-'))).toThrow('oss.fileTypeNotAllowed');
    expect(() => checkFileType('page.png', Buffer.from('<html></html>'))).toThrow('oss.fileContentMismatch');
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('[Content_Types].xml word/document.xml')]);
    expect(() => checkFileType('book.xlsx', zip)).toThrow('oss.fileContentMismatch');
  });
});

describe('S3Storage (mocked client; no S3 server in the unit tier)', () => {
  function fakeClient(behaviour: (command: unknown) => unknown): { client: S3Sender; sent: unknown[] } {
    const sent: unknown[] = [];
    return {
      sent,
      client: {
        send: async (command) => {
          sent.push(command);
          return behaviour(command);
        },
      },
    };
  }

  it('should create the bucket when missing, once, then put objects with their type', async () => {
    const { client, sent } = fakeClient((command) => {
      if (command instanceof HeadBucketCommand) {
        throw notFound('NotFound');
      }
      return {};
    });
    const storage = new S3Storage(client, 'exam-files');
    await storage.put('100000/20261121/1.png', Buffer.from('x'), 'image/png');
    await storage.put('100000/20261121/2.png', Buffer.from('y'), 'image/png');
    expect(sent.map((command) => command?.constructor.name)).toEqual([
      'HeadBucketCommand',
      'CreateBucketCommand',
      'PutObjectCommand',
      'PutObjectCommand',
    ]);
    const put = sent[2] as PutObjectCommand;
    expect(put.input).toMatchObject({ Bucket: 'exam-files', Key: '100000/20261121/1.png', ContentType: 'image/png', ContentLength: 1 });
    expect(sent[1]).toBeInstanceOf(CreateBucketCommand);
  });

  it('should read objects as streams and answer null for missing ones', async () => {
    const { client } = fakeClient((command) => {
      if (command instanceof GetObjectCommand) {
        if (command.input.Key === '100000/20261121/9.png') {
          throw notFound('NoSuchKey');
        }
        return { Body: Readable.from([Buffer.from('data')]) };
      }
      return {};
    });
    const storage = new S3Storage(client, 'exam-files');
    const stream = await storage.get('100000/20261121/1.png');
    const chunks: Buffer[] = [];
    for await (const chunk of stream ?? []) {
      chunks.push(chunk as Buffer);
    }
    expect(Buffer.concat(chunks).toString()).toBe('data');
    expect(await storage.get('100000/20261121/9.png')).toBeNull();
  });

  it('should refuse keys it did not build and report other S3 failures', async () => {
    const { client } = fakeClient(() => {
      throw new S3ServiceException({ name: 'AccessDenied', $fault: 'client', $metadata: { httpStatusCode: 403 }, message: 'denied' });
    });
    const storage = new S3Storage(client, 'exam-files');
    await expect(storage.get('../etc/passwd')).rejects.toThrow('invalid storage key');
    await expect(storage.put('100000/20261121/1.png', Buffer.from('x'), 'image/png')).rejects.toThrow('denied');
  });
});
