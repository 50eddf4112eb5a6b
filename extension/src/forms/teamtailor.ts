import { onHost, type FormSystem } from './form-system';

/**
 * Teamtailor: <company>.teamtailor.com (or the company's own career domain on Teamtailor),
 * /jobs/<id>/applications/new. Swedish employers label the letter "Personligt brev".
 */
export const teamtailor: FormSystem = {
  id: 'teamtailor',
  name: 'Teamtailor',
  detect: (doc, url) =>
    onHost(url, 'teamtailor.com') || !!doc.querySelector('meta[name="generator"][content^="Teamtailor" i], form[action*="/applications"] [name^="candidate["]'),
};
