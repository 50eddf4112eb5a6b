import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeToasts, renderGenerator } from '../generator/test-support/render-generator';
import { DownloadMenu } from './DownloadMenu';

const TEXT = 'Hej!\n\nJag söker tjänsten hos Åkerström AB.\n\nMed vänliga hälsningar,\nÅsa Öberg';
const letterhead = { name: 'Åsa Öberg', email: 'asa.oberg@example.com', phone: null, language: 'sv' as const };

let saved: { name: string; blob: Blob }[];
const realFetch = globalThis.fetch;

beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  globalThis.fetch = realFetch;
  closeToasts();
});

/** jsdom's Blob has no arrayBuffer(). */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

async function choose(format: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Download' }));
  await userEvent.click(screen.getByRole('button', { name: format }));
}

test('Download discloses .txt, .docx and .pdf; .txt saves the text as cover-letter.txt', async () => {
  renderGenerator(<DownloadMenu text={TEXT} companyName="Åkerström AB" letterhead={letterhead} />);
  const trigger = screen.getByRole('button', { name: 'Download' });
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('group', { name: 'Download' })).toBeNull();

  await userEvent.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const formats = screen.getByRole('group', { name: 'Download' });
  expect(trigger).toHaveAttribute('aria-controls', formats.id);
  expect(
    within(formats)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Plain text (.txt)', 'Word document (.docx)', 'PDF (.pdf)']);
  await userEvent.click(within(formats).getByRole('button', { name: 'Plain text (.txt)' }));

  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(trigger).toHaveFocus();
  expect(saved).toHaveLength(1);
  expect(saved[0].name).toBe('cover-letter.txt');
  expect(saved[0].blob.type).toBe('text/plain;charset=utf-8');
  expect(new TextDecoder().decode(await bytesOf(saved[0].blob))).toBe(TEXT);
});

test('Escape closes the formats and returns to the button; so does a press elsewhere', async () => {
  renderGenerator(
    <>
      <DownloadMenu text={TEXT} companyName="Åkerström AB" letterhead={letterhead} />
      <p>elsewhere</p>
    </>,
  );
  const trigger = screen.getByRole('button', { name: 'Download' });
  await userEvent.click(trigger);
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Plain text (.txt)' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(trigger).toHaveFocus();

  await userEvent.click(trigger);
  await userEvent.click(screen.getByText('elsewhere'));
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(saved).toHaveLength(0);
});

test('.docx saves a Word document named cover-letter.docx', async () => {
  renderGenerator(<DownloadMenu text={TEXT} companyName="Åkerström AB" letterhead={letterhead} />);
  await choose('Word document (.docx)');

  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0].name).toBe('cover-letter.docx');
  expect(saved[0].blob.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  // A ZIP container (the text inside is read back in letter-files.test.ts).
  expect([...(await bytesOf(saved[0].blob)).slice(0, 2)]).toEqual([0x50, 0x4b]);
});

test('a .pdf whose font cannot be loaded says so in the UI’s language and saves nothing', async () => {
  globalThis.fetch = jest.fn().mockResolvedValue({ ok: false, status: 503 });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderGenerator(<DownloadMenu text={TEXT} companyName="Åkerström AB" letterhead={letterhead} />, { locale: 'sv' });
  await userEvent.click(screen.getByRole('button', { name: 'Ladda ner' }));
  await userEvent.click(screen.getByRole('button', { name: 'PDF (.pdf)' }));

  expect(await screen.findByText('Nedladdningen misslyckades')).toBeInTheDocument();
  expect(globalThis.fetch).toHaveBeenCalledWith('/assets/asset-stub');
  expect(saved).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Ladda ner' })).toBeEnabled();
});
