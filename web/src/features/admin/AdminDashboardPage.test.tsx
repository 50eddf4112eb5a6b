import { ADMIN_EXCERPT_CHARS, ADMIN_JOB_URL_CHARS, API } from '@coverletter/contracts';
import { configureApiClient, createMemorySessionStore } from '@coverletter/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deferred, mockFetch, type FakeAnswer } from '../../test/test-utils';
import { AdminDashboardPage } from './AdminDashboardPage';
import { adminLetter, adminRoutes, adminUser, analytics, checks, day, FORBIDDEN, firstPage } from './test-support/fixtures';
import { closeToasts, renderAdmin } from './test-support/render-admin';

beforeEach(() => configureApiClient({ sessionStore: createMemorySessionStore() }));
afterEach(closeToasts);

const renderDashboard = () => renderAdmin(<AdminDashboardPage />, '/admin');

function summaryCard(label: string) {
  const cards = within(screen.getByRole('list', { name: 'Key figures' })).getAllByRole('listitem');
  const found = cards.find((card) => card.textContent?.startsWith(label));
  if (!found) throw new Error(`No summary card ${label}`);
  return found;
}

/** Radix Themes repeats a tab's label in a hidden span; the tab's name is still its label. */
function openTab(name: string) {
  const tab = screen.getByRole('tab', { name: new RegExp(`^${name}`) });
  fireEvent.mouseDown(tab, { button: 0 });
  fireEvent.click(tab);
}

describe('access', () => {
  test("says 'Checking authentication...' while the admin check is under way", async () => {
    const answer = deferred<FakeAnswer>();
    mockFetch({ [API.adminCheck]: () => answer.promise });
    renderDashboard();

    expect(screen.getByRole('heading', { name: 'Checking authentication...' })).toBeInTheDocument();
    answer.resolve({ body: checks.anonymous });
    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
  });

  test("a visitor who is not signed in sees 'Admin Access Required' and no admin data is asked for", async () => {
    const fetchMock = mockFetch({ [API.adminCheck]: { body: checks.anonymous } });
    renderDashboard();

    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In as Admin' })).toHaveAttribute('href', '/admin/login');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([API.adminCheck]);
  });

  test('a signed-in visitor the server refuses (403) sees the permission-denied screen', async () => {
    mockFetch({
      [API.adminCheck]: { body: checks.signedIn },
      [firstPage.users]: FORBIDDEN,
      [firstPage.letters]: FORBIDDEN,
      [API.adminAnalytics]: FORBIDDEN,
    });
    renderDashboard();

    expect(await screen.findByText("You don't have permission to access this page.")).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Key figures' })).not.toBeInTheDocument();
  });

  test('one refused call is enough for the permission-denied screen', async () => {
    mockFetch({ ...adminRoutes(), [API.adminAnalytics]: FORBIDDEN });
    renderDashboard();

    expect(await screen.findByText("You don't have permission to access this page.")).toBeInTheDocument();
  });

  test('shows a loading view while the data loads, then the header and the summary', async () => {
    const answer = deferred<FakeAnswer>();
    mockFetch({ ...adminRoutes(), [API.adminAnalytics]: () => answer.promise });
    renderDashboard();

    expect(await screen.findByRole('status', { name: 'Loading admin data...' })).toBeInTheDocument();
    answer.resolve({ body: analytics() });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/admin/settings');
    expect(within(nav).getByText('Admin Access')).toBeInTheDocument();
    expect(within(nav).getByText('admin@example.com')).toBeInTheDocument();
  });

  test('another failure shows the server sentence where the data would be, and the rest of the page', async () => {
    mockFetch({
      ...adminRoutes(),
      [API.adminAnalytics]: { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' } },
    });
    renderDashboard();

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this data Something went wrong on our side.");
    expect(screen.getByRole('heading', { name: 'Anna Lind' })).toBeInTheDocument();
  });
});

describe('summary cards', () => {
  test('totals, revenue in US dollars and the week-over-week change of new users', async () => {
    mockFetch(
      adminRoutes({
        stats: analytics({
          totalUsers: 1234,
          totalCoverLetters: 30,
          totalPayments: 8,
          totalRevenue: 48050,
          // This week 3 + 2 = 5, the week before 4: +25%. Day 14 is outside the window.
          registrationsByDay: [
            { date: day(0), count: 3 },
            { date: day(6), count: 2 },
            { date: day(7), count: 4 },
            { date: day(14), count: 50 },
          ],
        }),
      }),
    );
    renderDashboard();

    await screen.findByRole('list', { name: 'Key figures' });
    expect(summaryCard('Total Users')).toHaveTextContent('1,234');
    expect(summaryCard('Total Users')).toHaveTextContent('+25% from last week');
    expect(summaryCard('Cover Letters')).toHaveTextContent('30');
    expect(summaryCard('Total Payments')).toHaveTextContent('8');
    expect(summaryCard('Total Revenue')).toHaveTextContent('$480.50');
    expect(summaryCard('Total Revenue')).toHaveTextContent('$60.06 per payment on average');
  });

  test('no users the week before: no percentage, the new users instead', async () => {
    mockFetch(adminRoutes({ stats: analytics({ registrationsByDay: [{ date: day(1), count: 3 }] }) }));
    renderDashboard();

    await screen.findByRole('list', { name: 'Key figures' });
    expect(summaryCard('Total Users')).toHaveTextContent('3 new users this week, none the week before');
    expect(summaryCard('Total Users').textContent).not.toMatch(/NaN|Infinity|∞/);
  });
});

describe('users tab', () => {
  test("each user's details, counts, up to 3 recent letters and '+N more letters...'", async () => {
    const recent = (id: string, wasPaid: boolean) => ({ id, jobTitle: `Role ${id}`, companyName: 'Acme', wasPaid, createdAt: '2025-03-01T10:00:00.000Z' });
    mockFetch(
      adminRoutes({
        users: [
          adminUser({
            totalLetters: 7,
            paidLetters: 2,
            totalSpent: '4.00',
            recentLetters: [recent('a', true), recent('b', false), recent('c', false)],
            moreLetters: 4,
          }),
        ],
      }),
    );
    renderDashboard();

    const card = await screen.findByRole('article', { name: 'Anna Lind' });
    expect(card).toHaveTextContent('anna.lind@example.com');
    expect(card).toHaveTextContent('ID: u1');
    expect(card).toHaveTextContent(/Joined Jan 10, 2025 \(.+ ago\)/);
    expect(card).toHaveTextContent('7Total letters');
    expect(card).toHaveTextContent('2Paid letters');
    expect(card).toHaveTextContent('$4.00Total spent');
    const letters = within(card).getAllByRole('listitem');
    expect(letters.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Role a.*Paid$/),
      expect.stringMatching(/^Role b.*Free$/),
      expect.stringMatching(/^Role c.*Free$/),
    ]);
    expect(card).toHaveTextContent('+4 more letters...');
  });

  test("'Load more' asks for the next page and adds it", async () => {
    const page = Array.from({ length: 50 }, (_, index) => adminUser({ id: `u${index}`, firstName: `User${index}`, lastName: null }));
    mockFetch({
      ...adminRoutes({ users: page }),
      [`${API.adminUsers}?limit=50&offset=50`]: { body: [adminUser({ id: 'last', firstName: 'Zoe', lastName: null })] },
    });
    renderDashboard();

    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Zoe' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('cover letters tab', () => {
  test('the text is cut to 300 characters, with its full length and a view button opening the whole letter', async () => {
    const text = `${'A'.repeat(320)} THE END`;
    mockFetch(
      adminRoutes({
        letters: [
          adminLetter({
            coverLetterText: text,
            wasPaid: true,
            costIncurred: '2.00',
            paymentId: 'pay_123',
            jobUrl: 'https://jobs.example.com/42',
            linkedinUrl: 'https://www.linkedin.com/in/anna-lind',
            matchingSkills: ['React', 'TypeScript'],
            writerModel: 'gpt-4o-mini-2024-07-18',
            promptVersion: '2026-11-25.1',
            tokenUsage: { promptTokens: 1200, completionTokens: 640, totalTokens: 1840 },
            editCount: 2,
          }),
        ],
      }),
    );
    renderDashboard();
    await screen.findByRole('tab', { name: /^Cover Letters/ });
    openTab('Cover Letters');

    const card = await screen.findByRole('article', { name: 'Frontend Engineer' });
    // SPEC: "text cut to 300 characters": the first 300, then an ellipsis.
    expect(within(card).getByText(/^A+…$/).textContent).toBe(`${'A'.repeat(ADMIN_EXCERPT_CHARS)}…`);
    expect(card).toHaveTextContent('328 characters');
    expect(card).toHaveTextContent('Match 8/10');
    expect(card).toHaveTextContent('Paid');
    expect(card).toHaveTextContent('$2.00');
    expect(within(card).getByRole('link', { name: 'https://jobs.example.com/42' })).toHaveAttribute('href', 'https://jobs.example.com/42');
    expect(within(card).getByRole('list', { name: 'Matching skills' })).toHaveTextContent('ReactTypeScript');

    fireEvent.click(within(card).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('document', { name: 'Cover letter text' })).toHaveTextContent(text);
    expect(dialog).toHaveTextContent('pay_123');
    expect(dialog).toHaveTextContent('l1');
    expect(dialog).toHaveTextContent('Written bygpt-4o-mini-2024-07-18');
    expect(dialog).toHaveTextContent('Prompt version2026-11-25.1');
    expect(dialog).toHaveTextContent('Tokens1,840 (1,200 in, 640 out)');
    expect(dialog).toHaveTextContent('Edits2 edits by the user');
    expect(within(dialog).getByRole('button', { name: 'Copy Content' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('analytics tab', () => {
  test('conversion rate, average score and the top 5 job titles', async () => {
    const titles = ['Designer', 'Engineer', 'Analyst', 'Writer', 'Manager', 'Nurse'].map((jobTitle, index) => ({ jobTitle, count: 10 - index }));
    mockFetch(
      adminRoutes({
        stats: analytics({
          paidLetters: 3,
          freeLetters: 9,
          averageScore: 7.25,
          topJobTitles: titles,
          userBehaviour: [
            { userId: 'u1', email: 'anna.lind@example.com', total: 4, free: 1, paid: 3, averageScore: 8 },
            { userId: 'u2', email: 'idle@example.com', total: 0, free: 0, paid: 0, averageScore: null },
          ],
        }),
      }),
    );
    renderDashboard();
    await screen.findByRole('tab', { name: /^Analytics/ });
    openTab('Analytics');

    expect(await screen.findByText('25%')).toBeInTheDocument();
    expect(screen.getByText('3 of 12 letters were paid for')).toBeInTheDocument();
    expect(screen.getByText('7.3/10')).toBeInTheDocument();
    const top = screen.getByRole('heading', { name: 'Top job titles' }).parentElement!;
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1. Designer10 letters', '2. Engineer9 letters', '3. Analyst8 letters', '4. Writer7 letters', '5. Manager6 letters']);
    const behaviour = screen.getByRole('table', { name: 'User behaviour' });
    expect(within(behaviour).getAllByRole('row')).toHaveLength(2);
    expect(behaviour).toHaveTextContent('anna.lind@example.com4138/10');
  });

  test('the share of letters edited before their first copy, download or export (issue 13)', async () => {
    mockFetch(adminRoutes({ stats: analytics({ lettersUsed: 8, lettersEditedBeforeUse: 3, editedBeforeUseShare: 0.375 }) }));
    renderDashboard();
    await screen.findByRole('tab', { name: /^Analytics/ });
    openTab('Analytics');

    const card = (await screen.findByRole('heading', { name: 'Letters edited before copying or export' })).closest('.rt-Card') as HTMLElement;
    expect(card).toHaveTextContent('37.5%');
    expect(card).toHaveTextContent('3 of 8 letters copied, downloaded or exported had been edited first');
  });

  test('no share before any letter was used', async () => {
    mockFetch(adminRoutes({ stats: analytics({ lettersUsed: 0, lettersEditedBeforeUse: 0, editedBeforeUseShare: null }) }));
    renderDashboard();
    await screen.findByRole('tab', { name: /^Analytics/ });
    openTab('Analytics');

    const card = (await screen.findByRole('heading', { name: 'Letters edited before copying or export' })).closest('.rt-Card') as HTMLElement;
    expect(card).toHaveTextContent('–');
    expect(card).toHaveTextContent('0 of 0 letters');
  });

  test('bars for the last 7 days, missing days counted as zero', async () => {
    mockFetch(
      adminRoutes({
        stats: analytics({
          generationsByDay: [
            { date: day(0), count: 5 },
            { date: day(9), count: 99 },
          ],
        }),
      }),
    );
    renderDashboard();
    await screen.findByRole('tab', { name: /^Analytics/ });
    openTab('Analytics');

    const chart = (await screen.findByRole('heading', { name: 'Cover letters generated' })).closest('.rt-Card') as HTMLElement;
    const days = within(chart).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days.at(-1)).toHaveTextContent(/: 5$/);
    expect(days[0]).toHaveTextContent(/: 0$/);
    expect(chart).not.toHaveTextContent('99');
  });
});

describe('payments tab', () => {
  test('paid letters from the server newest first, job URLs cut at 60 characters, and 10 days of revenue in dollars', async () => {
    const longUrl = `https://jobs.example.com/${'x'.repeat(80)}`;
    const fetchMock = mockFetch(
      adminRoutes({
        // The first page of all letters has no paid one: the tab asks the server for the paid ones.
        letters: [adminLetter({ id: 'free', wasPaid: false })],
        paidLetters: [
          adminLetter({ id: 'new', wasPaid: true, costIncurred: '2.50', paymentId: 'pay_new', createdAt: '2025-03-05T10:00:00.000Z' }),
          adminLetter({ id: 'old', wasPaid: true, costIncurred: '2.00', paymentId: 'pay_old', createdAt: '2025-03-01T10:00:00.000Z', jobUrl: longUrl }),
        ],
        stats: analytics({
          paymentsByDay: [
            { date: day(0), count: 2, amount: 12000 },
            { date: day(3), count: 1, amount: 6000 },
          ],
          topRevenueDays: [
            { date: '2024-12-24', count: 5, amount: 30000 },
            { date: day(0), count: 2, amount: 12000 },
          ],
        }),
      }),
    );
    renderDashboard();
    await screen.findByRole('tab', { name: /^Payments/ });
    openTab('Payments');

    const paid = await screen.findByRole('table', { name: 'Paid cover letters' });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/admin/cover-letters?paid=true&limit=50&offset=0');
    const rows = within(paid).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByText(/^pay_/).textContent)).toEqual(['pay_new', 'pay_old']);
    expect(rows[0]).toHaveTextContent('$2.50');
    const link = within(rows[1]).getByRole('link');
    expect(link).toHaveAttribute('href', longUrl);
    expect(link.textContent).toBe(`${longUrl.slice(0, ADMIN_JOB_URL_CHARS)}…`);

    const daily = screen.getByRole('table', { name: 'Daily revenue' });
    const dayRows = within(daily).getAllByRole('row').slice(1);
    expect(dayRows).toHaveLength(10);
    expect(dayRows[0]).toHaveTextContent(/\$120\.002\$60\.00$/);
    expect(dayRows[1]).toHaveTextContent(/\$0\.000–$/);

    const top = screen.getByRole('heading', { name: 'Top revenue days' }).parentElement!;
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1. Dec 24, 2024 5 transactions$300.00', expect.stringMatching(/^2\. .* 2 transactions\$120\.00$/)]);
  });

  test("without paid letters it says 'No paid cover letters yet', and without stuck payments no 'Needs attention'", async () => {
    mockFetch(adminRoutes({ paidLetters: [] }));
    renderDashboard();
    await screen.findByRole('tab', { name: /^Payments/ });
    openTab('Payments');

    expect(await screen.findByText('No paid cover letters yet')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Paid cover letters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Needs attention' })).not.toBeInTheDocument();
  });

  test("'Load more' reads the next page of paid letters", async () => {
    const page = Array.from({ length: 50 }, (_, index) => adminLetter({ id: `p${index}`, wasPaid: true, paymentId: `pay_${index}` }));
    mockFetch({
      ...adminRoutes({ paidLetters: page }),
      '/api/admin/cover-letters?paid=true&limit=50&offset=50': { body: [adminLetter({ id: 'last', wasPaid: true, paymentId: 'pay_last' })] },
    });
    renderDashboard();
    await screen.findByRole('tab', { name: /^Payments/ });
    openTab('Payments');

    const loadMore = await screen.findByRole('button', { name: 'Load more' });
    fireEvent.click(loadMore);
    expect(await screen.findByText('pay_last')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Paid cover letters' })).getAllByRole('row')).toHaveLength(52);
  });
});
