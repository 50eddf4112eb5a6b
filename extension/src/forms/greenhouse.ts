import { onHost, type FormSystem } from './form-system';

/**
 * Greenhouse: boards.greenhouse.io / job-boards.greenhouse.io, or embedded on the company's site
 * in the #grnhse_iframe frame. The form is #application_form, its fields named job_application[…];
 * the letter is a file input `cover_letter` with a "Enter manually" text area
 * `cover_letter_text`.
 */
export const greenhouse: FormSystem = {
  id: 'greenhouse',
  name: 'Greenhouse',
  detect: (doc, url) => onHost(url, 'greenhouse.io') || !!doc.querySelector('#application_form, #grnhse_app, [name^="job_application["]'),
};
