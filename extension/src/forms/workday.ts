import { onHost, type FormSystem } from './form-system';

/**
 * Workday: <tenant>.myworkdayjobs.com / *.myworkday.com. The application is a single-page app
 * whose fields carry data-automation-id attributes; the CV step has file drop zones, one of them
 * often "Cover Letter".
 */
export const workday: FormSystem = {
  id: 'workday',
  name: 'Workday',
  detect: (doc, url) =>
    onHost(url, 'myworkdayjobs.com', 'myworkday.com', 'workday.com') ||
    !!doc.querySelector('[data-automation-id="applyFlowPage"], [data-automation-id^="applyFlow"]'),
};
