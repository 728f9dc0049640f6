import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

/**
 * The CJK font of printed papers: Noto Sans SC (SIL OFL) from the npm package @fontsource/noto-sans-sc,
 * whose "all" WOFF holds every glyph (Latin and CJK). fontkit cannot read the cmap of that WOFF, so it
 * is unwrapped once into the plain OpenType file it wraps (WOFF 1.0: zlib per table). PDF writers
 * embed a subset of it (only the glyphs used).
 */
const FONT_FILE = '@fontsource/noto-sans-sc/files/noto-sans-sc-all-400-normal.woff';

let cached: Buffer | undefined;

/** The OpenType bytes of the CJK font, read and unwrapped on first use. */
export function cjkFont(): Buffer {
  cached ??= woffToSfnt(readFileSync(require.resolve(FONT_FILE)));
  return cached;
}

/** Converts a WOFF 1.0 file into the sfnt (TrueType/OpenType) file it wraps. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') {
    throw new Error('not a WOFF 1.0 font');
  }
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  for (let index = 0; index < numTables; index += 1) {
    const entry = 44 + index * 20;
    const tableOffset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const originalLength = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(tableOffset, tableOffset + compressedLength);
    const data = compressedLength < originalLength ? inflateSync(raw) : raw;
    const record = 12 + index * 16;
    header.writeUInt32BE(woff.readUInt32BE(entry), record);
    header.writeUInt32BE(woff.readUInt32BE(entry + 16), record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(originalLength, record + 12);
    const padded = Buffer.alloc((data.length + 3) & ~3);
    data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  }
  return Buffer.concat([header, ...bodies]);
}
