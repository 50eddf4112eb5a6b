import { fillCoverLetter, findCoverLetterField, type FormLetter } from '../src/forms/fill-form';

/** What the form filler found in one frame (the script's result), for the panel to choose from. */
export interface FormProbe {
  system: string;
  kind: 'text' | 'file' | 'none';
}

declare global {
  // Set in the extension's isolated world of the frame, where the panel's next call finds it.
  var coverLetterFormFiller: ((letter: FormLetter) => ReturnType<typeof fillCoverLetter>) | undefined;
}

/**
 * Injected into every frame of the tab on request (scripting.executeScript with this file): says
 * whether the frame holds a known application form with a cover letter field, and leaves behind
 * the function that fills it, for the panel's click on 'Fill cover letter'. Nothing is changed
 * until then.
 */
export default defineUnlistedScript((): FormProbe | null => {
  globalThis.coverLetterFormFiller = (letter: FormLetter) => fillCoverLetter(document, location.href, letter);
  const found = findCoverLetterField(document, location.href);
  return found && { system: found.system.name, kind: found.kind };
});
