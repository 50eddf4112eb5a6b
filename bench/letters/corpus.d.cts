// Types of corpus.cjs for TypeScript tests (api/test) that load the letter corpus.
export interface CorpusLabels {
  candidate: string;
  employers: string[];
  company: string | string[] | null;
  title: string | string[] | null;
  language: 'en' | 'sv';
  profession: string;
  kind: 'match' | 'partial' | 'career-change' | 'mismatch';
  cv: string;
  posting: string;
  expectedSkills: (string | string[])[];
  acceptableSkills?: string[];
  forbiddenSkills: (string | string[])[];
  score: [number, number];
  injection?: string[];
  traps?: string[];
}

export interface CorpusCase {
  name: string;
  dir: string;
  labels: CorpusLabels;
  cv: { file: string; path: string; mime: string; bytes: Buffer; source: Record<string, unknown>; text: string };
  posting: {
    file: string;
    path: string;
    kind: 'html' | 'text';
    html: string | null;
    source: Record<string, unknown> | null;
    text: string;
    readableText: string | null;
  };
}

export const CORPUS_DIR: string;
export const CV_MIME: Record<'pdf' | 'docx' | 'doc', string>;
export function cvSourceText(cv: Record<string, unknown>): string;
export function postingSourceText(posting: Record<string, unknown>, options?: { withInstructions?: boolean }): string;
export function cvPlaces(cv: Record<string, unknown>): string[];
export function cvOtherOrganisations(cv: Record<string, unknown>, employers: string[]): string[];
export function loadCase(name: string): CorpusCase;
export function loadCorpus(): CorpusCase[];
