import { onHost, type FormSystem } from './form-system';

/**
 * Lever: jobs.lever.co/<company>/<id>/apply. Its form has no cover letter field of that name: the
 * "Additional information" text area (`comments`) is where Lever asks for one ("Add a cover
 * letter or anything else you want to share").
 */
export const lever: FormSystem = {
  id: 'lever',
  name: 'Lever',
  detect: (doc, url) =>
    onHost(url, 'lever.co') || !!doc.querySelector('form#application-form .application-question, form[action*="lever.co"], .lever-application-form'),
  fallbackFields: (doc) => [...doc.querySelectorAll('textarea[name="comments"], textarea#additional-information')],
};
