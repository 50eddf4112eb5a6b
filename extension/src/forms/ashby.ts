import { onHost, type FormSystem } from './form-system';

/**
 * Ashby: jobs.ashbyhq.com/<company>/<id>/application, or embedded in the #ashby_embed_iframe frame.
 * A React form: each question is an .ashby-application-form-field-entry with a label; the values
 * live in React state, so only a change React sees counts.
 */
export const ashby: FormSystem = {
  id: 'ashby',
  name: 'Ashby',
  detect: (doc, url) =>
    onHost(url, 'ashbyhq.com') || !!doc.querySelector('.ashby-application-form-container, .ashby-application-form-field-entry, #ashby_embed'),
};
