import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Puts a fixture form page into the test's jsdom document and runs its widget script (shadow-root
 * fields, React-style controlled fields) the way the page's <script src="ats-widgets.js"> would.
 */
export function loadFormFixture(name: string): Document {
  const html = readFileSync(join(__dirname, 'fixtures', name), 'utf8');
  document.head.innerHTML = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  document.body.innerHTML = /<body>([\s\S]*?)<\/body>/i.exec(html)?.[1] ?? '';
  document.body.removeAttribute('data-submitted');
  if (html.includes('ats-widgets.js')) new Function(readFileSync(join(__dirname, 'fixtures', 'ats-widgets.js'), 'utf8'))();
  return document;
}

/** Every field's value (and chosen files) outside the one given, through open shadow roots. */
export function otherFieldValues(doc: Document, except: Element): string[] {
  const values: string[] = [];
  const walk = (root: Document | ShadowRoot) => {
    for (const element of root.querySelectorAll('input, textarea, select')) {
      if (element === except) continue;
      const field = element as HTMLInputElement;
      values.push(field.type === 'file' ? `${field.name}:${field.files?.length ?? 0}` : field.type === 'checkbox' ? String(field.checked) : field.value);
    }
    for (const host of root.querySelectorAll('*')) if (host.shadowRoot) walk(host.shadowRoot);
  };
  walk(doc);
  return values;
}

/**
 * jsdom has neither DataTransfer nor a settable FileList: the smallest stand-in for both, so the
 * form filler's "choose this file" runs as it does in a browser (the browsers run it for real in e2e).
 */
export function installFileChoosing(): void {
  class TestDataTransfer {
    private readonly list: File[] = [];
    readonly items = { add: (file: File) => this.list.push(file) };
    get files() {
      return Object.assign([...this.list], { item: (index: number) => this.list[index] ?? null });
    }
  }
  Object.assign(window, { DataTransfer: TestDataTransfer });
  const chosen = new WeakMap<HTMLInputElement, unknown>();
  Object.defineProperty(HTMLInputElement.prototype, 'files', {
    configurable: true,
    get(this: HTMLInputElement) {
      return chosen.get(this) ?? (this.type === 'file' ? [] : null);
    },
    set(this: HTMLInputElement, files: unknown) {
      chosen.set(this, files);
    },
  });
}

export function readFileText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}
