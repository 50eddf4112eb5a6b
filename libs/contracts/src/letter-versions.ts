/** The longest letter a user may save by editing (characters, after trimming). */
export const MAX_LETTER_TEXT_CHARS = 10_000;

/** How a version came about: written by a writer (first letter or a rewrite), or saved from the user's edit. */
export type LetterVersionSource = 'generated' | 'edited';

/** `GET /api/cover-letters/:id/versions` (oldest first) and the answer of a saved edit. */
export interface LetterVersion {
  /** 1 for the first letter; the highest is the letter's current text. */
  number: number;
  text: string;
  source: LetterVersionSource;
  createdAt: string;
}

/** `PATCH /api/cover-letters/:id` and, for a guest's one letter, `PATCH /api/result`. */
export interface EditLetterRequest {
  text: string;
}
