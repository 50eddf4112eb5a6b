import { buildZip } from '../../../test/cv/support/build-zip';
import { readZipDirectory } from './zip-directory';

describe('readZipDirectory', () => {
  const zip = buildZip([
    { name: 'word/document.xml', data: Buffer.from('<w:document/>'.repeat(50)) },
    { name: 'notes.txt', data: Buffer.from('hello'), stored: true },
  ]);

  it('lists entries with sizes and where their data starts', () => {
    const directory = readZipDirectory(zip, 100);
    expect(directory).toEqual({
      status: 'ok',
      entries: [
        expect.objectContaining({ name: 'word/document.xml', method: 8, encrypted: false, uncompressedSize: 650 }),
        expect.objectContaining({ name: 'notes.txt', method: 0, compressedSize: 5, uncompressedSize: 5 }),
      ],
    });
    if (directory.status !== 'ok') return;
    const stored = directory.entries[1];
    expect(zip.subarray(stored.dataStart, stored.dataStart + stored.compressedSize).toString()).toBe('hello');
  });

  it('says "not-zip" for other files', () => {
    expect(readZipDirectory(Buffer.from('%PDF-1.4'), 100)).toEqual({ status: 'not-zip' });
  });

  it('says "damaged" for a truncated archive or a directory pointing outside the file', () => {
    expect(readZipDirectory(zip.subarray(0, zip.length - 30), 100)).toEqual({ status: 'damaged' });
    const broken = Buffer.from(zip);
    broken.writeUInt32LE(0x7fffffff, broken.length - 6);
    expect(readZipDirectory(broken, 100)).toEqual({ status: 'damaged' });
  });

  it('says "damaged" when another file is glued on after the archive, and accepts its own comment', () => {
    expect(readZipDirectory(Buffer.concat([zip, Buffer.from('%PDF-1.4\n%%EOF\n')]), 100)).toEqual({ status: 'damaged' });
    const withComment = Buffer.concat([zip, Buffer.from('made by hand')]);
    withComment.writeUInt16LE(12, zip.length - 2);
    expect(readZipDirectory(withComment, 100).status).toBe('ok');
  });

  it('says "too-large" for ZIP64 markers or too many entries', () => {
    expect(readZipDirectory(buildZip([{ name: 'a.xml', data: Buffer.from('a'), declaredSize: 0xffffffff }]), 100)).toEqual({ status: 'too-large' });
    expect(readZipDirectory(zip, 1)).toEqual({ status: 'too-large' });
  });
});
