import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const FIXTURES = join(__dirname, '..', '..', 'fixtures', 'cv');

export function fixture(name: string): Buffer {
  return readFileSync(join(FIXTURES, name));
}

export const HOSTILE_WORKER_FILE = join(FIXTURES, 'hostile-worker.mjs');

const CFB_SECTOR = 512;
const CFB_DIRECTORY_ENTRY = 128;

/** Renames a stream in a compound file (e.g. the .doc fixture), to make other kinds of OLE2 files. */
export function renameCfbStream(file: Buffer, from: string, to: string): Buffer {
  const copy = Buffer.from(file);
  const at = copy.indexOf(Buffer.from(`${from}\0`, 'utf16le'));
  if (at < 0 || at % CFB_DIRECTORY_ENTRY !== 0) throw new Error(`No directory entry named ${from}`);
  copy.fill(0, at, at + 64);
  copy.write(`${to}\0`, at, 'utf16le');
  copy.writeUInt16LE((to.length + 1) * 2, at + 64);
  return copy;
}

/** Sets fEncrypted in the Word file's FIB, which starts a sector with the magic number 0xA5EC. */
export function markWordFileEncrypted(doc: Buffer): Buffer {
  const copy = Buffer.from(doc);
  for (let at = CFB_SECTOR; at + CFB_SECTOR <= copy.length; at += CFB_SECTOR) {
    if (copy.readUInt16LE(at) === 0xa5ec) {
      copy[at + 0x0b] |= 0x01;
      return copy;
    }
  }
  throw new Error('No Word FIB found');
}
