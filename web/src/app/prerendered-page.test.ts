import { applyDeferredStylesheets } from './prerendered-page';

afterEach(() => {
  document.head.innerHTML = '';
});

function deferredLink(): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.media = 'print';
  link.dataset.afterPaint = '';
  document.head.append(link);
  return link;
}

test('the held-back stylesheets apply to the screen at once, and the promise waits until they load', async () => {
  const link = deferredLink();
  let done = false;
  const waiting = applyDeferredStylesheets().then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(link.media).toBe('all');
  expect(done).toBe(false);
  link.dispatchEvent(new Event('load'));
  await waiting;
  expect(done).toBe(true);
});

test('a stylesheet that fails to load does not stop the app from starting', async () => {
  const link = deferredLink();
  const waiting = applyDeferredStylesheets();
  await new Promise((resolve) => setTimeout(resolve, 50));
  link.dispatchEvent(new Event('error'));
  await expect(waiting).resolves.toBeDefined();
});
