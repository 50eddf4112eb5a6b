/** An applicant tracking system whose application form the panel can fill. */
export interface FormSystem {
  id: 'greenhouse' | 'lever' | 'ashby' | 'workday' | 'teamtailor' | 'smartrecruiters';
  /** As users know it, in the panel's "Cover letter added on …". */
  name: string;
  /** True when this document is (or holds) the system's application form: its hosts, else its markup (forms embedded on a company's site). */
  detect(doc: Document, url: URL): boolean;
  /** Fields the system uses for the letter without naming it so (Lever's "Additional information"), tried after the named ones. */
  fallbackFields?(doc: Document): Element[];
}

export const onHost = (url: URL, ...hosts: string[]) => hosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
