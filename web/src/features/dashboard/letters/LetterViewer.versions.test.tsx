import { API, type LetterVersion } from '@coverletter/contracts';
import { configureApiClient, createMemorySessionStore } from '@coverletter/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, type FakeRequest } from '../../../test/test-utils';
import { letter, signedInRoutes } from '../test-support/fixtures';
import { closeToasts, renderDashboard } from '../test-support/render-dashboard';

beforeEach(() => configureApiClient({ sessionStore: createMemorySessionStore() }));
afterEach(closeToasts);

const version = (number: number, text: string, source: LetterVersion['source']): LetterVersion => ({
  number,
  text,
  source,
  createdAt: `2025-03-0${number}T10:00:00.000Z`,
});

/** A server that keeps the letter's versions: a PATCH appends one, as the API does. */
function serverWithVersions(initial: LetterVersion[]) {
  const versions = [...initial];
  const current = letter({ id: 'a', coverLetterText: versions.at(-1)!.text });
  const api = fakeApi({
    ...signedInRoutes({ letters: [current] }),
    [`GET ${API.coverLetterVersions('a')}`]: () => ({ body: versions }),
    [`PATCH ${API.coverLetter('a')}`]: (request: FakeRequest) => {
      const saved = version(versions.length + 1, (request.body as { text: string }).text, 'edited');
      versions.push(saved);
      return { body: saved };
    },
  });
  return { api, versions };
}

async function openViewer() {
  renderDashboard('/dashboard?tab=letters');
  fireEvent.click(await screen.findByRole('button', { name: 'View' }));
  return screen.findByRole('dialog', { name: 'Letter for Acme' });
}

test('shows "Version 3 of 3 · edited", steps back through the versions and restores one as the newest', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  const { api, versions } = serverWithVersions([
    version(1, 'Dear team,\n\nThe first draft.', 'generated'),
    version(2, 'Dear team,\n\nA second go.', 'edited'),
    version(3, 'Dear team,\n\nThe third text.', 'edited'),
  ]);
  const viewer = within(await openViewer());

  expect(await viewer.findByText('Version 3 of 3 · edited')).toBeInTheDocument();
  expect(viewer.getByRole('button', { name: 'Newer version' })).toBeDisabled();
  expect(viewer.queryByRole('button', { name: 'Restore this version' })).not.toBeInTheDocument();

  fireEvent.click(viewer.getByRole('button', { name: 'Older version' }));
  fireEvent.click(viewer.getByRole('button', { name: 'Older version' }));
  expect(viewer.getByText('Version 1 of 3 · generated')).toBeInTheDocument();
  expect(viewer.getByRole('document')).toHaveTextContent('The first draft.');
  expect(viewer.getByRole('button', { name: 'Older version' })).toBeDisabled();

  fireEvent.click(viewer.getByRole('button', { name: 'Restore this version' }));
  expect(await viewer.findByText('Version 4 of 4 · edited')).toBeInTheDocument();
  expect(api.requests(`PATCH ${API.coverLetter('a')}`).map((r) => r.body)).toEqual([{ text: 'Dear team,\n\nThe first draft.' }]);
  expect(versions.at(-1)).toMatchObject({ number: 4, text: 'Dear team,\n\nThe first draft.' });
  expect(viewer.getByRole('document')).toHaveTextContent('The first draft.');
  expect(await screen.findByText('Version restored')).toBeInTheDocument();

  // Copy takes the current text: the restored one.
  fireEvent.click(viewer.getByRole('button', { name: 'Copy' }));
  await waitFor(() => expect(writeText).toHaveBeenCalledWith('Dear team,\n\nThe first draft.'));
});

test('an edit in the viewer is saved and becomes the newest version', async () => {
  const { api } = serverWithVersions([version(1, 'Dear team,\n\nThe first draft.', 'generated')]);
  const viewer = within(await openViewer());
  expect(await viewer.findByText('Version 1 of 1 · generated')).toBeInTheDocument();

  fireEvent.click(viewer.getByRole('button', { name: 'Edit letter' }));
  fireEvent.change(viewer.getByRole('textbox', { name: 'Edit your cover letter' }), { target: { value: 'Dear team,\n\nMy own words.' } });
  fireEvent.click(viewer.getByRole('button', { name: 'Done editing' }));

  expect(await viewer.findByText('Version 2 of 2 · edited')).toBeInTheDocument();
  expect(api.requests(`PATCH ${API.coverLetter('a')}`).map((r) => r.body)).toEqual([{ text: 'Dear team,\n\nMy own words.' }]);
  expect(viewer.getByRole('document')).toHaveTextContent('My own words.');
});
