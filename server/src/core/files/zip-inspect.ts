import { inflateRawSync } from 'node:zlib';

export interface ZipLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * Checks an uploaded zip container (xlsx, docx) BEFORE a parser unpacks it: entry count and total
 * uncompressed size from the central directory, and every entry really inflated with that declared
 * size as the hard output limit (a lying directory cannot smuggle a zip bomb through). Zip64 and
 * compression methods other than stored/deflate are refused. Returns false when anything is off.
 */
export function isSafeZip(buffer: Buffer, limits: ZipLimits): boolean {
  try {
    let eocd = -1;
    for (let index = buffer.length - 22; index >= Math.max(0, buffer.length - 65557); index -= 1) {
      if (buffer.readUInt32LE(index) === EOCD) {
        eocd = index;
        break;
      }
    }
    if (eocd < 0) {
      return false;
    }
    const count = buffer.readUInt16LE(eocd + 10);
    const directoryOffset = buffer.readUInt32LE(eocd + 16);
    if (count === 0 || count > limits.maxEntries || directoryOffset >= buffer.length) {
      return false;
    }
    let position = directoryOffset;
    let total = 0;
    for (let entry = 0; entry < count; entry += 1) {
      if (buffer.readUInt32LE(position) !== CENTRAL) {
        return false;
      }
      const method = buffer.readUInt16LE(position + 10);
      const compressed = buffer.readUInt32LE(position + 20);
      const uncompressed = buffer.readUInt32LE(position + 24);
      const nameLength = buffer.readUInt16LE(position + 28);
      const extraLength = buffer.readUInt16LE(position + 30);
      const commentLength = buffer.readUInt16LE(position + 32);
      const localOffset = buffer.readUInt32LE(position + 42);
      total += uncompressed;
      if (total > limits.maxUncompressedBytes || (method !== 0 && method !== 8) || buffer.readUInt32LE(localOffset) !== LOCAL) {
        return false;
      }
      const dataStart = localOffset + 30 + buffer.readUInt16LE(localOffset + 26) + buffer.readUInt16LE(localOffset + 28);
      const data = buffer.subarray(dataStart, dataStart + compressed);
      if (data.length !== compressed) {
        return false;
      }
      if (method === 8 && uncompressed > 0) {
        // Throws when the real output would exceed the declared size.
        inflateRawSync(data, { maxOutputLength: uncompressed });
      } else if (method === 0 && compressed !== uncompressed) {
        return false;
      }
      position += 46 + nameLength + extraLength + commentLength;
    }
    return true;
  } catch {
    return false;
  }
}
