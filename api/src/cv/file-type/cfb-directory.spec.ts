import { fixture } from '../../../test/cv/support/fixtures';
import { readCfbDirectory } from './cfb-directory';

describe('readCfbDirectory', () => {
  const doc = fixture('cv.doc');

  it('lists the streams of a Word 97 file, with the first bytes of the one asked for', () => {
    const directory = readCfbDirectory(doc, { name: 'WordDocument', length: 4 });
    expect(directory.status).toBe('ok');
    if (directory.status !== 'ok') return;
    const word = directory.streams.find((s) => s.name === 'WordDocument');
    expect(word?.size).toBeGreaterThan(0);
    expect(word?.firstBytes).toHaveLength(4);
    expect(word?.firstBytes?.readUInt16LE(0)).toBe(0xa5ec);
    expect(directory.streams.find((s) => s.name === '1Table')?.firstBytes).toBeUndefined();
    expect(directory.streams.map((s) => s.name)).toEqual(expect.arrayContaining(['WordDocument', '1Table']));
  });

  it('says "not-cfb" for other files', () => {
    expect(readCfbDirectory(Buffer.from('PK\u0003\u0004'))).toEqual({ status: 'not-cfb' });
  });

  it('says "damaged" when the file is cut short', () => {
    expect(readCfbDirectory(doc.subarray(0, 6000))).toEqual({ status: 'damaged' });
    expect(readCfbDirectory(doc.subarray(0, 300))).toEqual({ status: 'damaged' });
  });

  it('says "damaged" when a chain loops', () => {
    const looped = Buffer.from(doc);
    const firstDirectorySector = looped.readUInt32LE(0x30);
    const fatSector = looped.readUInt32LE(0x4c);
    looped.writeUInt32LE(firstDirectorySector, (fatSector + 1) * 512 + firstDirectorySector * 4);
    expect(readCfbDirectory(looped)).toEqual({ status: 'damaged' });
  });
});
