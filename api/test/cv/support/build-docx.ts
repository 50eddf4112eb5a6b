import { buildZip, type ZipInput } from './build-zip';

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`;

/** word/document.xml with one paragraph per entry; "\n" inside an entry becomes a line break. */
export function documentXml(paragraphs: string[]): string {
  const body = paragraphs
    .map(
      (p) =>
        `<w:p><w:r>${p
          .split('\n')
          .map((line) => `<w:t xml:space="preserve">${escapeXml(line)}</w:t>`)
          .join('<w:br/>')}</w:r></w:p>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
}

/** The parts of a minimal DOCX; `document` replaces word/document.xml (e.g. with a bomb). */
export function docxParts(paragraphs: string[], document?: Partial<ZipInput>): ZipInput[] {
  return [
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(ROOT_RELS) },
    { name: 'word/document.xml', data: Buffer.from(documentXml(paragraphs)), ...document },
  ];
}

export function buildDocx(paragraphs: string[]): Buffer {
  return buildZip(docxParts(paragraphs));
}
