import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  buildArticleFigures,
  buildArticlePage,
  buildCategoryFigures,
  buildCategoryList,
  buildEmptyOverview,
  buildOverview,
  buildReadersLost,
  buildReadersLostPage,
  buildSeries,
} from '../../../../test/analytics-fixtures';
import { mockApi } from '../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../test/render';
import PerformanceTab from './performance-tab';

const API = '/api/admin/analytics';
const ARTICLES = (query: string) => `GET ${API}/articles?${query}`;

const ARTICLE = buildArticleFigures();
const DRAFTED = buildArticleFigures({ postId: 8, title: 'Sound design notes', slug: 'sound-design-notes', category: 'Content Creating', published: false, views: 3, visitors: 3, avgEngagedSeconds: 12, avgReadDepth: 25, completionRate: 0, ctaClicks: 0, ctaRate: 0 });

/** The view against a server holding a month of reads (override any answer). */
function open(table: Parameters<typeof mockApi>[0] = {}, props: Parameters<typeof PerformanceTab>[0] = {}) {
  const api = mockApi({
    [`GET ${API}/overview?days=30`]: { body: buildOverview() },
    [ARTICLES('days=30&sort=views&page=1&pageSize=20')]: { body: buildArticlePage([ARTICLE, DRAFTED]) },
    [`GET ${API}/categories?days=30`]: { body: buildCategoryList([buildCategoryFigures(), buildCategoryFigures({ category: 'Content Creating', articles: 1, views: 300, ctaClicks: 3, ctaRate: 0.01, avgReadDepth: 40 })]) },
    [`GET ${API}/readers-lost?page=1&pageSize=10`]: { body: buildReadersLostPage([buildReadersLost()]) },
    ...table,
  });
  renderWithProviders(<PerformanceTab {...props} />);
  return api;
}

/** A figure tile's value by its label, within a description list. */
const tile = (list: HTMLElement, label: string) => within(list).getByText(label).nextSibling as HTMLElement;

describe(PerformanceTab.name, () => {
  it("shows the site's figures, every article's figures with CTA click-through, the sources, the categories and the articles losing readers", async () => {
    const refresh = jest.fn();
    open({}, { readersLostAction: (article) => <button onClick={() => refresh(article.postId)}>Refresh with AI: {article.title}</button> });

    const site = await screen.findByTestId('site-figures');
    expect(screen.getByTestId('performance-period')).toHaveTextContent('What visitors read: Mar 1 – Mar 30, 2026 (UTC)');
    expect(tile(site, 'Views')).toHaveTextContent('1,234');
    expect(tile(site, 'Unique visitors')).toHaveTextContent('987');
    expect(tile(site, 'Avg. engaged time')).toHaveTextContent('1 min 05 s');
    expect(tile(site, 'Avg. read depth')).toHaveTextContent('62%');
    expect(site).toHaveTextContent('31% read to the end');
    expect(tile(site, 'CTA click-through')).toHaveTextContent('3.2%');
    expect(site).toHaveTextContent('40 clicks');
    expect(screen.getByTestId('trend-chart')).toHaveTextContent('Views and visitors per day');

    const rows = await screen.findAllByTestId('article-row');
    expect(rows.map((row) => row.getAttribute('data-post-id'))).toEqual(['7', '8']);
    const cell = (row: HTMLElement, column: string) => row.querySelector(`[data-column="${column}"]`);
    expect(rows[0]).toHaveTextContent('Colour grading basics');
    expect(cell(rows[0], 'views')).toHaveTextContent('640');
    expect(cell(rows[0], 'visitors')).toHaveTextContent('512');
    expect(cell(rows[0], 'engaged')).toHaveTextContent('3 min 05 s');
    expect(cell(rows[0], 'depth')).toHaveTextContent('75%42% to the end');
    expect(cell(rows[0], 'cta')).toHaveTextContent('5%32 clicks');
    expect(rows[1]).toHaveTextContent('Not live');
    expect(cell(rows[1], 'cta')).toHaveTextContent('0%0 clicks');

    const referrers = screen.getByRole('heading', { name: 'Top referrers' }).parentElement as HTMLElement;
    expect(within(referrers).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['news.ycombinator.com120', 'google.com80']);
    expect(screen.getByRole('heading', { name: 'Campaigns' }).parentElement).toHaveTextContent('spring-launch45');

    const categories = await screen.findByTestId('category-figures');
    expect(within(categories).getAllByRole('listitem').map((item) => item.getAttribute('data-category'))).toEqual(['Video Editing', 'Content Creating']);
    expect(within(categories).getAllByRole('listitem')[0]).toHaveTextContent('Video Editing4.4% CTA click-through');
    expect(within(categories).getAllByRole('listitem')[0]).toHaveTextContent('3 articles · 900 views · 40 CTA clicks · 70% read depth');

    const lost = await screen.findByTestId('readers-lost-row');
    expect(lost).toHaveTextContent('Editing vlogs in 2024');
    expect(lost).toHaveTextContent('Content Creating · 120 → 80 readers −40 (−33%)');
    fireEvent.click(within(lost).getByRole('button', { name: 'Refresh with AI: Editing vlogs in 2024' }));
    expect(refresh).toHaveBeenCalledWith(9);
  });

  it('offers the article table as CSV and everything as CSV or JSON, as plain downloads of what is shown', async () => {
    open({
      [ARTICLES('days=30&sort=cta&category=Video+Editing&page=1&pageSize=20')]: { body: buildArticlePage([ARTICLE]) },
    });
    await screen.findAllByTestId('article-row');
    expect(screen.getByRole('link', { name: 'Export all (CSV)' })).toHaveAttribute('href', `${API}/export?format=csv`);
    expect(screen.getByRole('link', { name: 'Export all (JSON)' })).toHaveAttribute('href', `${API}/export?format=json`);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', `${API}/articles.csv?days=30&sort=views`);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'CTA click-through' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Video Editing' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', `${API}/articles.csv?days=30&sort=cta&category=Video+Editing`));
    await waitFor(() => expect(screen.getAllByTestId('article-row')).toHaveLength(1));
  });

  it('reads every figure again over the period chosen, and the table a page at a time from its first page', async () => {
    const api = open({
      [ARTICLES('days=30&sort=views&page=1&pageSize=20')]: { body: buildArticlePage([ARTICLE], { total: 21, next: 2 }) },
      [ARTICLES('days=30&sort=views&page=2&pageSize=20')]: { body: buildArticlePage([DRAFTED], { page: 2, total: 21, next: null }) },
      [`GET ${API}/overview?days=7`]: { body: buildOverview({ days: 7, totals: { ...buildOverview().totals, views: 55 } }) },
      [ARTICLES('days=7&sort=views&page=1&pageSize=20')]: { body: buildArticlePage([ARTICLE], { days: 7 }) },
      [`GET ${API}/categories?days=7`]: { body: buildCategoryList([], 7) },
    });
    await screen.findAllByTestId('article-row');
    expect(screen.getByText('1–20 of 21')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByTestId('article-row').map((row) => row.getAttribute('data-post-id'))).toEqual(['8']));
    expect(screen.getByText('21–21 of 21')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(tile(screen.getByTestId('site-figures'), 'Views')).toHaveTextContent('55'));
    await waitFor(() => expect(screen.getAllByTestId('article-row').map((row) => row.getAttribute('data-post-id'))).toEqual(['7']));
    expect(await screen.findByText('No article was read in this period.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Last 7 days' })).toBeInTheDocument();
    expect(api.callsTo('GET', `${API}/overview?days=7`)).toHaveLength(1);
    expect(api.callsTo('GET', `${API}/categories?days=7`)).toHaveLength(1);
    // Month on month whatever the period: read once.
    expect(api.callsTo('GET', `${API}/readers-lost?page=1&pageSize=10`)).toHaveLength(1);
  });

  it("opens an article's own figures, trend and sources over the period", async () => {
    const api = open({
      [`GET ${API}/articles/7?days=30`]: {
        body: { days: 30, from: '2026-03-01', to: '2026-03-30', article: ARTICLE, series: buildSeries(30, ARTICLE), sources: { referrers: [{ value: 'youtube.com', views: 33 }], utmSources: [], utmMediums: [], utmCampaigns: [] } },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Colour grading basics: figures by day and sources' }));
    const dialog = await screen.findByRole('dialog', { name: 'Colour grading basics' });
    const figures = await within(dialog).findByTestId('article-detail-figures');
    expect(tile(figures, 'Views')).toHaveTextContent('640');
    expect(tile(figures, 'CTA click-through')).toHaveTextContent('5%');
    expect(within(dialog).getByRole('heading', { name: 'Top referrers' }).parentElement).toHaveTextContent('youtube.com33');
    expect(within(dialog).getByRole('link', { name: 'View the article' })).toHaveAttribute('href', '/blog/colour-grading-basics');
    expect(api.callsTo('GET', `${API}/articles/7?days=30`)).toHaveLength(1);
  });

  it("says 'No reading data yet', what will be counted and how visitors are respected, when nothing was read", async () => {
    open({
      [`GET ${API}/overview?days=30`]: { body: buildEmptyOverview() },
      [ARTICLES('days=30&sort=views&page=1&pageSize=20')]: { body: buildArticlePage([]) },
      [`GET ${API}/readers-lost?page=1&pageSize=10`]: { body: buildReadersLostPage([]) },
    });
    const empty = await screen.findByTestId('no-reading-data');
    expect(within(empty).getByRole('heading', { name: 'No reading data yet' })).toBeInTheDocument();
    expect(empty).toHaveTextContent('Nothing was counted in the last 30 days');
    expect(empty).toHaveTextContent('views, unique visitors, the time the page is visible, how far down it they scroll, the site they came from, campaign tags');
    expect(empty).toHaveTextContent('No cookies');
    expect(empty).toHaveTextContent('Do Not Track or Global Privacy Control are never counted');
    expect(within(empty).getByRole('link', { name: 'What the privacy page tells visitors' })).toHaveAttribute('href', '/privacy');
    expect(screen.queryByTestId('site-figures')).not.toBeInTheDocument();
    expect(screen.queryByTestId('article-table')).not.toBeInTheDocument();
    expect(screen.queryByTestId('analytics-off')).not.toBeInTheDocument();
  });

  it('says clearly when ANALYTICS=off, above the figures collected before', async () => {
    open({ [`GET ${API}/overview?days=30`]: { body: buildOverview({ enabled: false }) } });
    const off = await screen.findByTestId('analytics-off');
    expect(off).toHaveTextContent('Reading analytics is off');
    expect(off).toHaveTextContent('ANALYTICS=off: public pages carry no reading script and nothing new is counted.');
    expect(tile(screen.getByTestId('site-figures'), 'Views')).toHaveTextContent('1,234');
  });

  it('says both when ANALYTICS=off and nothing was ever collected', async () => {
    open({ [`GET ${API}/overview?days=30`]: { body: buildEmptyOverview({ enabled: false }) } });
    expect(await screen.findByTestId('analytics-off')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No reading data yet' })).toBeInTheDocument();
    expect(screen.getByTestId('no-reading-data')).toHaveTextContent('Once it is on: figures start with the first visitor who reads a public page');
  });

  it("shows the server's message when the figures cannot be read", async () => {
    open({ [`GET ${API}/overview?days=30`]: { status: 503, body: { statusCode: 503, message: 'The database is unavailable' } } });
    expect(await screen.findByText('The database is unavailable')).toBeInTheDocument();
  });
});
