#!/usr/bin/env node
// Regenerates the corpus's binary fixtures from their sources, and the board-like posting pages:
//   cv.json      → cv.pdf  (HTML in a résumé layout printed by Chromium --headless --print-to-pdf)
//                → cv.docx (a Word document laid out in tables, written with jszip)
//                → cv.doc  (that DOCX converted by LibreOffice: soffice --convert-to doc)
//   posting.json → posting.html (JSON-LD, Greenhouse, Lever, Workday, Teamtailor-like or article markup)
// cv.json's "format" picks the output: moderncv | awesome | twocol | plain (PDF), docx, doc.
//   node bench/letters/make-corpus.mjs [case-name …]     (every case when none is named)
// Needs /usr/bin/chromium (CHROMIUM_PATH) and, for .doc, soffice (apt-get install libreoffice-writer-nogui).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderCvHtml } from './fixtures/cv-html.mjs';
import { renderCvDocx } from './fixtures/cv-docx.mjs';
import { renderPostingHtml } from './fixtures/posting-html.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const corpus = join(here, 'corpus');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const JSZip = createRequire(join(here, '../../package.json'))('jszip');

function printPdf(html, out) {
  const dir = mkdtempSync(join(tmpdir(), 'corpus-pdf-'));
  try {
    const page = join(dir, 'cv.html');
    writeFileSync(page, html);
    execFileSync(
      CHROMIUM,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-pdf-header-footer',
        `--user-data-dir=${join(dir, 'profile')}`,
        `--print-to-pdf=${out}`,
        `file://${page}`,
      ],
      {
        stdio: 'ignore',
        timeout: 60_000,
      },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function convertToDoc(docxFile, outDir) {
  const profile = mkdtempSync(join(tmpdir(), 'corpus-soffice-'));
  try {
    execFileSync('soffice', [`-env:UserInstallation=file://${profile}`, '--headless', '--convert-to', 'doc', '--outdir', outDir, docxFile], {
      stdio: 'ignore',
      timeout: 120_000,
    });
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

async function makeCase(name) {
  const dir = join(corpus, name);
  const cv = JSON.parse(readFileSync(join(dir, 'cv.json'), 'utf8'));
  if (cv.format === 'docx' || cv.format === 'doc') {
    const docx = await renderCvDocx(cv, JSZip);
    if (cv.format === 'docx') writeFileSync(join(dir, 'cv.docx'), docx);
    else {
      const tmp = mkdtempSync(join(tmpdir(), 'corpus-doc-'));
      try {
        writeFileSync(join(tmp, 'cv.docx'), docx);
        convertToDoc(join(tmp, 'cv.docx'), tmp);
        writeFileSync(join(dir, 'cv.doc'), readFileSync(join(tmp, 'cv.doc')));
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    }
  } else {
    printPdf(renderCvHtml(cv), join(dir, 'cv.pdf'));
  }
  if (existsSync(join(dir, 'posting.json'))) {
    writeFileSync(join(dir, 'posting.html'), renderPostingHtml(JSON.parse(readFileSync(join(dir, 'posting.json'), 'utf8'))));
  }
  process.stderr.write(`made ${name} (${cv.format})\n`);
}

const named = process.argv.slice(2);
const names = named.length
  ? named
  : readdirSync(corpus)
      .filter((n) => existsSync(join(corpus, n, 'cv.json')))
      .sort();
for (const name of names) await makeCase(name);
