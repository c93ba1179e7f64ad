import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Button, IconButton } from './button';
import { Chip } from './chip';
import { FlexGrid } from './flex-grid';
import { Grid } from './grid';
import { ArrowForwardIcon } from './icons';
import { Link } from './link';
import { LinkBehavior } from './router-link';
import { Card, Paper } from './surface';
import { Typography } from './typography';

describe('the public pages’ parts (components/ui)', () => {
  it('renders each typography variant as MUI’s element, or the one asked for', () => {
    render(
      <>
        <Typography variant="h3">Heading</Typography>
        <Typography variant="overline">Kicker</Typography>
        <Typography>Paragraph</Typography>
        <Typography variant="h1" component="h2">
          Big second-level
        </Typography>
      </>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Heading' })).toBeInTheDocument();
    expect(screen.getByText('Kicker').tagName).toBe('SPAN');
    expect(screen.getByText('Paragraph').tagName).toBe('P');
    expect(screen.getByRole('heading', { level: 2, name: 'Big second-level' })).not.toHaveAttribute('variant');
  });

  it('is a button by default, a link with href, and a route link through LinkBehavior', async () => {
    render(
      <MemoryRouter>
        <Routes>
          <Route
            path="/"
            element={
              <>
                <Button variant="contained">Send</Button>
                <Button href="https://example.com" target="_blank" variant="outlined" endIcon={<ArrowForwardIcon />}>
                  Away
                </Button>
                <Button component={LinkBehavior} href="/about" fullWidth>
                  About
                </Button>
                <IconButton aria-label="Open menu" />
              </>
            }
          />
          <Route path="/about" element={<p>About page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('link', { name: 'Away' })).toHaveAttribute('href', 'https://example.com');
    expect(screen.getByTestId('ArrowForwardIcon')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    for (const element of [screen.getByRole('button', { name: 'Send' }), screen.getByRole('link', { name: 'About' })]) {
      expect(element).not.toHaveAttribute('variant');
      expect(element).not.toHaveAttribute('fullwidth');
    }
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.getByText('About page')).toBeInTheDocument();
  });

  it('renders surfaces, links and chips as the elements asked for', async () => {
    const onClick = jest.fn();
    render(
      <>
        <Paper component="aside" variant="outlined" data-testid="paper" />
        <Card component="article" data-testid="card" />
        <Link href="mailto:hello@example.com">Mail us</Link>
        <Chip label="Video Editing" variant="outlined" onClick={onClick} aria-pressed={false} />
      </>,
    );
    expect(screen.getByTestId('paper').tagName).toBe('ASIDE');
    expect(screen.getByTestId('card').tagName).toBe('ARTICLE');
    expect(screen.getByRole('link', { name: 'Mail us' })).toHaveAttribute('href', 'mailto:hello@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Video Editing' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('gives both grids their container gaps and item spans per breakpoint, and the flex grid its reversed rows', () => {
    render(
      <>
        <Grid container spacing={{ xs: 2, md: 4 }} data-testid="grid">
          <Grid size={{ xs: 12, md: 6 }} className="own" data-testid="grid-item" />
        </Grid>
        <FlexGrid container spacing={3} direction="row-reverse" data-testid="flex">
          <FlexGrid size={{ sm: 4 }} data-testid="flex-item" />
        </FlexGrid>
        <FlexGrid container data-testid="flex-plain" />
      </>,
    );
    expect(screen.getByTestId('grid')).toHaveAttribute('class', 'hf-grid-container hf-grid-columns-gap-xs-2 hf-grid-columns-gap-md-4');
    expect(screen.getByTestId('grid-item')).toHaveAttribute('class', 'hf-grid-item hf-grid-columns-xs-12 hf-grid-columns-md-6 own');
    expect(screen.getByTestId('flex')).toHaveAttribute('class', 'hf-flex-grid-container hf-flex-grid-reverse hf-flex-grid-columns-gap-xs-3');
    expect(screen.getByTestId('flex-item')).toHaveAttribute('class', 'hf-flex-grid-item hf-flex-grid-columns-sm-4');
    expect(screen.getByTestId('flex-plain')).toHaveAttribute('class', 'hf-flex-grid-container');
  });
});
