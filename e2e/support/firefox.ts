import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { expect } from '@playwright/test';
import { BidiConnection } from './bidi';

const ROOT = resolve(__dirname, '../..');
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
/** `wxt build --mode e2e -b firefox`: the Firefox build whose default API is the e2e app (wxt.config.ts). */
export const FIREFOX_EXTENSION_DIR = join(ROOT, 'extension/.output/firefox-mv2-e2e');
/** browser_specific_settings.gecko.id in wxt.config.ts. */
const EXTENSION_ID = 'cover-letter-generator@coverletter.app';
/** Fixed through the pref extensions.webextensions.uuids, so the panel's address is known before install. */
const EXTENSION_UUID = '3f0c2b8e-5d1a-4c7e-9b6f-0a8d2e4c1b57';
export const FIREFOX_PANEL_URL = `moz-extension://${EXTENSION_UUID}/sidepanel.html`;
/** Firefox's widget id for the extension: the id with every character outside [a-z0-9_-] as '_'. */
const SIDEBAR_ID = `${EXTENSION_ID.toLowerCase().replace(/[^a-z0-9_-]/g, '_')}-sidebar-action`;

export function buildFirefoxExtension(): void {
  if (process.env.EXTENSION_E2E_PREBUILT === '1') return;
  execFileSync('npm', ['run', 'build:e2e:firefox', '-w', 'extension'], { cwd: ROOT, stdio: 'pipe', env: { ...process.env } });
}

interface EvaluateResult {
  type: 'success' | 'exception';
  result?: { type: string; value?: unknown };
  exceptionDetails?: { text: string };
}

interface TreeContext {
  context: string;
  url: string;
  children?: TreeContext[];
}

/** Debian's firefox-esr, driven over WebDriver BiDi, with the unpacked Firefox build installed as a temporary add-on. */
export class FirefoxWithExtension {
  private constructor(
    readonly bidi: BidiConnection,
    private readonly process: ChildProcess,
    private readonly profile: string,
    /** The browser window's chrome document (privileged scope): the toolbar and the sidebar live there. */
    private readonly chromeContext: string,
  ) {}

  /** `languages`: the browser's preferred languages (intl.accept_languages), as a person sets them in Firefox's settings. */
  static async launch(options: { languages?: string } = {}): Promise<FirefoxWithExtension> {
    const profile = mkdtempSync(join(tmpdir(), 'cl-firefox-'));
    const prefs: Record<string, string | boolean | number> = {
      'extensions.webextensions.uuids': JSON.stringify({ [EXTENSION_ID]: EXTENSION_UUID }),
      'browser.shell.checkDefaultBrowser': false,
      'browser.startup.homepage_override.mstone': 'ignore',
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.reportingpolicy.firstRun': false,
      'intl.accept_languages': options.languages ?? 'en-US, en',
    };
    writeFileSync(
      join(profile, 'user.js'),
      Object.entries(prefs)
        .map(([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});`)
        .join('\n'),
    );
    const firefox = spawn(
      FIREFOX_PATH,
      ['--headless', '--no-remote', '--remote-debugging-port=0', '--remote-allow-system-access', '--window-size=1280,900', '-profile', profile, 'about:blank'],
      { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, MOZ_CRASHREPORTER_DISABLE: '1' } },
    );
    const url = await new Promise<string>((done, fail) => {
      let output = '';
      const timer = setTimeout(() => fail(new Error(`firefox-esr did not start its WebDriver BiDi server:\n${output}`)), 30_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const found = /WebDriver BiDi listening on (ws:\/\/\S+)/.exec(output);
        if (!found) return;
        clearTimeout(timer);
        firefox.stdout?.off('data', read);
        firefox.stderr?.off('data', read);
        done(found[1]);
      };
      firefox.stdout?.on('data', read);
      firefox.stderr?.on('data', read);
      firefox.once('exit', (code) => fail(new Error(`firefox-esr exited (${code}):\n${output}`)));
    });
    // Firefox keeps writing to its pipes; they must be drained.
    firefox.stdout?.resume();
    firefox.stderr?.resume();
    const bidi = await BidiConnection.connect(`${url}/session`);
    await bidi.send('session.new', { capabilities: { alwaysMatch: { acceptInsecureCerts: false } } });
    await bidi.send('webExtension.install', { extensionData: { type: 'path', path: FIREFOX_EXTENSION_DIR } });
    const { contexts } = await bidi.send<{ contexts: TreeContext[] }>('browsingContext.getTree', { 'moz:scope': 'chrome' });
    const window = contexts.find((context) => context.url === 'chrome://browser/content/browser.xhtml');
    if (!window) throw new Error('No browser window in the chrome scope');
    return new FirefoxWithExtension(bidi, firefox, profile, window.context);
  }

  /** Runs `expression` in the browser window's privileged scope; its (awaited) value comes back through JSON. */
  async evaluateInChrome<T>(expression: string): Promise<T> {
    return this.evaluateIn<T>(this.chromeContext, expression);
  }

  async evaluateIn<T>(context: string, expression: string): Promise<T> {
    const answer = await this.bidi.send<EvaluateResult>('script.evaluate', {
      target: { context },
      expression: `(async () => JSON.stringify(await (${expression})) ?? 'null')()`,
      awaitPromise: true,
    });
    if (answer.type === 'exception') throw new Error(`Evaluation failed: ${answer.exceptionDetails?.text}`);
    return JSON.parse(String(answer.result?.value)) as T;
  }

  /** A new tab (in front) on `url`, loaded. */
  async openTab(url: string): Promise<FirefoxTab> {
    const { context } = await this.bidi.send<{ context: string }>('browsingContext.create', { type: 'tab' });
    const tab = new FirefoxTab(this, context);
    await tab.goto(url);
    await tab.bringToFront();
    return tab;
  }

  /** Top-level content tabs, with their addresses. */
  async tabs(): Promise<FirefoxTab[]> {
    const { contexts } = await this.bidi.send<{ contexts: TreeContext[] }>('browsingContext.getTree', { maxDepth: 0 });
    return contexts.map((context) => new FirefoxTab(this, context.context, context.url));
  }

  /**
   * The toolbar button on the tab in front, as a click on it acts: Firefox's own browser action
   * command (the one its toolbar button and keyboard shortcut run), which grants activeTab for
   * the tab and sends the extension its onClicked.
   */
  async clickToolbarButton(): Promise<void> {
    await this.evaluateInChrome(`(() => {
      const { ExtensionParent } = ChromeUtils.importESModule('resource://gre/modules/ExtensionParent.sys.mjs');
      const extension = ExtensionParent.GlobalManager.getExtension(${JSON.stringify(EXTENSION_ID)});
      ExtensionParent.apiManager.global.browserActionFor(extension).triggerAction(window);
      return true;
    })()`);
  }

  /** The sidebar, once it shows the extension's panel page. */
  async sidebar(): Promise<FirefoxSidebar> {
    await expect
      .poll(
        () =>
          this.evaluateInChrome<string | null>(`(() => {
            if (!SidebarController.isOpen || SidebarController.currentID !== ${JSON.stringify(SIDEBAR_ID)}) return null;
            const panel = document.getElementById('sidebar').contentDocument?.getElementById('webext-panels-browser');
            return panel?.currentURI?.spec ?? null;
          })()`),
        { message: 'the sidebar opens on the panel page', timeout: 15_000 },
      )
      .toBe(FIREFOX_PANEL_URL);
    return new FirefoxSidebar(this);
  }

  /** The sidebar's own close button. */
  async closeSidebar(): Promise<void> {
    await this.evaluateInChrome('(SidebarController.hide(), true)');
  }

  async isSidebarOpen(): Promise<boolean> {
    return this.evaluateInChrome<boolean>('SidebarController.isOpen');
  }

  /** A PNG of the whole browser window (tab and sidebar), drawn by Firefox itself. */
  async screenshot(path: string): Promise<void> {
    const dataUrl = await this.evaluateInChrome<string>(`(async () => {
      const bitmap = await window.browsingContext.currentWindowGlobal.drawSnapshot(null, 1, 'white');
      const canvas = document.createElementNS('http://www.w3.org/1999/xhtml', 'canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      canvas.getContext('2d').drawImage(bitmap, 0, 0);
      return canvas.toDataURL('image/png');
    })()`);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  }

  async close(): Promise<void> {
    await this.bidi.send('browser.close').catch(() => undefined);
    this.bidi.close();
    if (this.process.exitCode === null) {
      await new Promise<void>((done) => {
        const timer = setTimeout(() => {
          this.process.kill('SIGKILL');
          done();
        }, 5_000);
        this.process.once('exit', () => {
          clearTimeout(timer);
          done();
        });
      });
    }
    rmSync(this.profile, { recursive: true, force: true });
  }
}

/** A content tab (a WebDriver BiDi top-level browsing context). */
export class FirefoxTab {
  constructor(
    private readonly firefox: FirefoxWithExtension,
    readonly context: string,
    readonly url?: string,
  ) {}

  async goto(url: string): Promise<void> {
    await this.firefox.bidi.send('browsingContext.navigate', { context: this.context, url, wait: 'complete' });
  }

  async bringToFront(): Promise<void> {
    await this.firefox.bidi.send('browsingContext.activate', { context: this.context });
  }

  evaluate<T>(expression: string): Promise<T> {
    return this.firefox.evaluateIn<T>(this.context, expression);
  }

  async close(): Promise<void> {
    await this.firefox.bidi.send('browsingContext.close', { context: this.context });
  }
}

/**
 * The extension's page in the sidebar. WebDriver BiDi does not list extension pages, so the
 * sidebar's <browser> gets a frame script (from the privileged scope, as Firefox's own tests do)
 * that evaluates expressions in the page's scope and sends back their JSON.
 */
export class FirefoxSidebar {
  private static nextId = 1;

  constructor(private readonly firefox: FirefoxWithExtension) {}

  /** Evaluates `expression` in the panel page (as its own script would) and returns its awaited value. */
  async evaluate<T>(expression: string): Promise<T> {
    const id = FirefoxSidebar.nextId++;
    const answer = await this.firefox.evaluateInChrome<{ value?: string; error?: string }>(`new Promise((resolve) => {
      const panel = document.getElementById('sidebar').contentDocument.getElementById('webext-panels-browser');
      const messages = panel.messageManager;
      if (panel.clE2eMessages !== messages) {
        const script = () => {
          addMessageListener('cl-e2e:evaluate', ({ data }) => {
            const reply = (answer) => sendAsyncMessage('cl-e2e:answer', { id: data.id, ...answer });
            try {
              const sandbox = Cu.Sandbox(content, { sandboxPrototype: content, wantXrays: false });
              const value = Cu.evalInSandbox('(async () => JSON.stringify(await (' + data.expression + ')) ?? "null")()', sandbox);
              value.then((json) => reply({ value: json }), (error) => reply({ error: String(error && error.stack || error) }));
            } catch (error) {
              reply({ error: String(error && error.stack || error) });
            }
          });
        };
        messages.loadFrameScript('data:,(' + encodeURIComponent(script.toString()) + ')()', false);
        panel.clE2eMessages = messages;
      }
      const listener = ({ data }) => {
        if (data.id !== ${id}) return;
        messages.removeMessageListener('cl-e2e:answer', listener);
        resolve(data);
      };
      messages.addMessageListener('cl-e2e:answer', listener);
      messages.sendAsyncMessage('cl-e2e:evaluate', { id: ${id}, expression: ${JSON.stringify(expression)} });
    })`);
    if (answer.error) throw new Error(`In the sidebar: ${answer.error}`);
    return JSON.parse(answer.value ?? 'null') as T;
  }

  text(): Promise<string> {
    return this.evaluate<string>('document.body.innerText');
  }

  /** The value of the field with this label. */
  field(label: string): Promise<string | null> {
    return this.evaluate<string | null>(
      `(() => { const l = [...document.querySelectorAll('label')].find((x) => x.textContent.trim() === ${JSON.stringify(label)}); const f = l && document.getElementById(l.htmlFor); return f ? f.value : null; })()`,
    );
  }

  /** Clicks the button with this text (or aria-label); false when there is none or it is disabled. */
  clickButton(name: string): Promise<boolean> {
    // A disabled button is not clicked (a click on it does nothing), as a person would wait for it.
    return this.evaluate<boolean>(
      `(() => { const b = [...document.querySelectorAll('button, [role="option"]')].find((x) => x.textContent.trim() === ${JSON.stringify(name)} || x.getAttribute('aria-label') === ${JSON.stringify(name)}); if (!b || b.disabled || b.getAttribute('aria-disabled') === 'true') return false; b.click(); return true; })()`,
    );
  }

  /** Chooses a file in the page's file input, as the file picker would: the input's files change and it fires change. */
  setInputFile(file: string, type: string): Promise<boolean> {
    const base64 = readFileSync(file).toString('base64');
    return this.evaluate<boolean>(`(() => {
      const input = document.querySelector('input[type="file"]');
      if (!input) return false;
      const bytes = Uint8Array.from(atob(${JSON.stringify(base64)}), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], ${JSON.stringify(basename(file))}, { type: ${JSON.stringify(type)} }));
      input.files = transfer.files;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
      return true;
    })()`);
  }
}
