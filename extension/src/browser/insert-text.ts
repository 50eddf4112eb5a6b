export type InsertOutcome = 'inserted' | 'no-field' | 'read-only' | 'in-frame' | 'candidate';

/**
 * Puts `text` into the text field the user last focused on the page (an application form's cover
 * letter box), at the caret, replacing any selection, the way typing or pasting would: through
 * the editing command when the browser allows it, so the page's undo and its own listeners see
 * it, else by setting the value and firing input and change events (React and friends listen to
 * those). `mode: 'probe'` only says whether this frame holds such a field.
 *
 * Runs inside the page through scripting.executeScript({ func }): it is serialised, so it must
 * not use anything from outside its own body.
 */
export function insertIntoFocusedField(text: string, mode: 'insert' | 'probe' = 'insert'): InsertOutcome {
  const TEXT_INPUT_TYPES = ['', 'text', 'search', 'email', 'url'];
  const tagOf = (element: Element) => element.tagName.toUpperCase();

  /** The focused element, through same-origin frames and open shadow roots. */
  let element: Element | null = document.activeElement;
  for (;;) {
    if (element && tagOf(element) === 'IFRAME') {
      let inner: Document | null;
      try {
        inner = (element as HTMLIFrameElement).contentDocument;
      } catch {
        inner = null;
      }
      if (!inner) return 'in-frame'; // another origin's frame: the caller asks the frames themselves
      element = inner.activeElement;
      continue;
    }
    const shadowActive = (element as HTMLElement | null)?.shadowRoot?.activeElement;
    if (shadowActive) {
      element = shadowActive;
      continue;
    }
    break;
  }
  if (!element || element === element.ownerDocument.body || element === element.ownerDocument.documentElement) return 'no-field';

  const owner = element.ownerDocument;
  const isTextControl =
    tagOf(element) === 'TEXTAREA' ||
    (tagOf(element) === 'INPUT' && TEXT_INPUT_TYPES.includes(((element as HTMLInputElement).getAttribute('type') ?? '').toLowerCase()));
  const editable = (element as HTMLElement).isContentEditable || (element as HTMLElement).getAttribute('contenteditable') === 'true';
  if (!isTextControl && !editable) return 'no-field';

  if (isTextControl) {
    const field = element as HTMLTextAreaElement | HTMLInputElement;
    if (field.disabled || field.readOnly) return 'read-only';
    if (mode === 'probe') return 'candidate';
    const before = field.value;
    const start = field.selectionStart ?? before.length;
    const end = field.selectionEnd ?? before.length;
    const expected = before.slice(0, start) + text + before.slice(end);
    field.focus();
    let done: boolean;
    try {
      field.setSelectionRange(start, end);
      done = owner.execCommand('insertText', false, text) && field.value === expected;
    } catch {
      done = false;
    }
    if (!done) {
      // The prototype's setter: frameworks that track the value (React) then see a real change.
      const prototype = tagOf(field) === 'TEXTAREA' ? owner.defaultView?.HTMLTextAreaElement.prototype : owner.defaultView?.HTMLInputElement.prototype;
      const setter = prototype ? Object.getOwnPropertyDescriptor(prototype, 'value')?.set : undefined;
      if (setter) setter.call(field, expected);
      else field.value = expected;
      field.setSelectionRange(start + text.length, start + text.length);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return 'inserted';
  }

  if (mode === 'probe') return 'candidate';
  const host = element as HTMLElement;
  host.focus();
  let done: boolean;
  try {
    done = owner.execCommand('insertText', false, text);
  } catch {
    done = false;
  }
  if (!done) {
    const selection = owner.getSelection();
    const range = selection && selection.rangeCount && host.contains(selection.getRangeAt(0).commonAncestorContainer) ? selection.getRangeAt(0) : null;
    const lines = text.split('\n');
    const fragment = owner.createDocumentFragment();
    lines.forEach((line, index) => {
      if (index) fragment.appendChild(owner.createElement('br'));
      fragment.appendChild(owner.createTextNode(line));
    });
    if (range) {
      range.deleteContents();
      range.insertNode(fragment);
    } else {
      host.appendChild(fragment);
    }
    host.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text }));
  }
  return 'inserted';
}
