import { API } from '@coverletter/contracts';

/** The `{id}` paths of SPEC.md section 7 that libs/contracts lists only as their base. */
export const savedCvPath = (id: string) => `${API.userCvs}/${encodeURIComponent(id)}`;
export const defaultCvPath = (id: string) => `${savedCvPath(id)}/default`;
export const coverLetterPath = (id: string) => `${API.coverLetters}/${encodeURIComponent(id)}`;
export const letterViewPath = (id: string) => `${coverLetterPath(id)}/view`;
