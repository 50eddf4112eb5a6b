import { onHost, type FormSystem } from './form-system';

/**
 * SmartRecruiters: jobs.smartrecruiters.com/oneclick-ui/… A web-component form: every field is a
 * custom element (spl-textarea, spl-dropzone, …) whose input sits in its open shadow root. The
 * letter is the "Message to the hiring team" text area.
 */
export const smartrecruiters: FormSystem = {
  id: 'smartrecruiters',
  name: 'SmartRecruiters',
  detect: (doc, url) => onHost(url, 'smartrecruiters.com') || !!doc.querySelector('oc-oneclick-form, [class*="oneclick"], sr-application-form'),
};
