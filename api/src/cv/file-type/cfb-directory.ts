/** The signature of an OLE2 compound file (legacy .doc, .xls, and password-protected Office files). */
export const CFB_SIGNATURE = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const HEADER_SIZE = 512;
const DIRECTORY_ENTRY_SIZE = 128;
const HEADER_DIFAT_ENTRIES = 109;
/** Sector ids at or above this value are markers (end of chain, free, FAT, DIFAT), not sectors. */
const MAX_REGULAR_SECTOR = 0xfffffffa;
const STREAM_OBJECT = 2;

export interface CfbStream {
  name: string;
  size: number;
  /** The first bytes of the stream named in `peek`; undefined for other streams and for small ones kept in the mini stream. */
  firstBytes?: Buffer;
}

export interface CfbPeek {
  name: string;
  length: number;
}

export type CfbDirectory =
  | { status: 'ok'; streams: CfbStream[] }
  | { status: 'not-cfb' }
  /** The header, allocation table or a chain points outside the file or loops (e.g. truncated). */
  | { status: 'damaged' };

export function startsLikeCfb(bytes: Uint8Array): boolean {
  return bytes.length >= CFB_SIGNATURE.length && CFB_SIGNATURE.every((b, i) => bytes[i] === b);
}

class Damaged extends Error {}

/**
 * Lists the streams of an OLE2 compound file (MS-CFB) with their sizes, and the first bytes of the
 * stream named in `peek` (where e.g. a Word file keeps its flags), whose whole chain is checked.
 * Chains are followed with a bound, so loops and out-of-range sectors yield `damaged`.
 */
export function readCfbDirectory(bytes: Uint8Array, peek?: CfbPeek): CfbDirectory {
  if (!startsLikeCfb(bytes)) return { status: 'not-cfb' };
  try {
    return { status: 'ok', streams: new CfbReader(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)).streams(peek) };
  } catch (error) {
    if (error instanceof Damaged) return { status: 'damaged' };
    throw error;
  }
}

class CfbReader {
  private readonly sectorSize: number;
  private readonly sectorCount: number;
  private readonly miniStreamCutoff: number;
  private readonly fat: number[];

  constructor(private readonly buf: Buffer) {
    if (buf.length < HEADER_SIZE) throw new Damaged();
    const shift = buf.readUInt16LE(0x1e);
    if (shift !== 9 && shift !== 12) throw new Damaged();
    this.sectorSize = 1 << shift;
    // The header fills the first sector; sector n starts at (n + 1) * sectorSize. Only whole sectors count.
    this.sectorCount = Math.max(0, Math.floor(buf.length / this.sectorSize) - 1);
    this.miniStreamCutoff = buf.readUInt32LE(0x38);
    this.fat = this.readFat();
  }

  private offsetOf(sector: number): number {
    if (sector >= this.sectorCount) throw new Damaged();
    return (sector + 1) * this.sectorSize;
  }

  private readFat(): number[] {
    const fatSectorCount = this.buf.readUInt32LE(0x2c);
    if (fatSectorCount > this.sectorCount) throw new Damaged();
    const fatSectors: number[] = [];
    for (let i = 0; i < Math.min(fatSectorCount, HEADER_DIFAT_ENTRIES); i++) fatSectors.push(this.buf.readUInt32LE(0x4c + i * 4));

    let difatSector = this.buf.readUInt32LE(0x44);
    const perDifatSector = this.sectorSize / 4 - 1;
    for (let hops = 0; fatSectors.length < fatSectorCount; hops++) {
      if (difatSector > MAX_REGULAR_SECTOR || hops > this.sectorCount) throw new Damaged();
      const at = this.offsetOf(difatSector);
      for (let i = 0; i < perDifatSector && fatSectors.length < fatSectorCount; i++) fatSectors.push(this.buf.readUInt32LE(at + i * 4));
      difatSector = this.buf.readUInt32LE(at + perDifatSector * 4);
    }

    const fat: number[] = [];
    for (const sector of fatSectors) {
      const at = this.offsetOf(sector);
      for (let i = 0; i < this.sectorSize / 4; i++) fat.push(this.buf.readUInt32LE(at + i * 4));
    }
    return fat;
  }

  private chain(start: number): number[] {
    const sectors: number[] = [];
    for (let sector = start; sector <= MAX_REGULAR_SECTOR; sector = this.fat[sector]) {
      if (sector >= this.sectorCount || sector >= this.fat.length || sectors.length > this.sectorCount) throw new Damaged();
      sectors.push(sector);
    }
    return sectors;
  }

  streams(peek?: CfbPeek): CfbStream[] {
    const directory = this.chain(this.buf.readUInt32LE(0x30));
    const streams: CfbStream[] = [];
    for (const sector of directory) {
      const sectorStart = this.offsetOf(sector);
      for (let at = sectorStart; at < sectorStart + this.sectorSize; at += DIRECTORY_ENTRY_SIZE) {
        if (this.buf[at + 66] !== STREAM_OBJECT) continue;
        const nameBytes = Math.min(this.buf.readUInt16LE(at + 64), 64);
        const name = this.buf.toString('utf16le', at, at + Math.max(0, nameBytes - 2));
        const start = this.buf.readUInt32LE(at + 116);
        const size = this.buf.readUInt32LE(at + 120);
        streams.push({ name, size, firstBytes: name === peek?.name ? this.firstBytes(start, size, peek.length) : undefined });
      }
    }
    return streams;
  }

  /** Checks that a regular stream's chain lies inside the file and returns its first bytes. */
  private firstBytes(start: number, size: number, length: number): Buffer | undefined {
    if (size < this.miniStreamCutoff) return undefined;
    const sectors = this.chain(start);
    if (sectors.length * this.sectorSize < size) throw new Damaged();
    const at = this.offsetOf(sectors[0]);
    return this.buf.subarray(at, at + Math.min(length, size, this.sectorSize));
  }
}
