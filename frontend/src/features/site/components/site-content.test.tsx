import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SERVICES, TIMELINE, CORE_VALUES, FEATURED_ON, ACADEMY_BENEFITS } from '@/config/site-content';
import { renderWithProviders } from '../../../../test/render';
import { TIMELINE_TRUNCATION, truncateText } from './about-page';
import { HomePage, SERVICES_ANIMATION } from './home-page';

describe('static content (spec §9 counts)', () => {
  it('has 5 services, 8 timeline entries, 6 values, 7 featured-on brands and 3 academy cards', () => {
    expect(SERVICES).toHaveLength(5);
    expect(TIMELINE).toHaveLength(8);
    expect(CORE_VALUES).toHaveLength(6);
    expect(FEATURED_ON).toHaveLength(7);
    expect(ACADEMY_BENEFITS).toHaveLength(3);
    expect(TIMELINE.map((entry) => entry.year)).toEqual(['2019', '2020', '2021', '2022', '2023', '2024', '2024', '2025']);
    expect(SERVICES.filter((service) => !service.available).map((service) => service.serviceName)).toEqual(['Academy', 'Live']);
  });
});

describe('timeline truncation', () => {
  it('cuts to 140 characters on extra-large screens and 80 on large ones', () => {
    expect(TIMELINE_TRUNCATION).toEqual({ xl: 140, lg: 80 });
    const text = 'x'.repeat(200);
    expect(truncateText(text, 140)).toBe(`${'x'.repeat(140)}...`);
    expect(truncateText(text, 80)).toBe(`${'x'.repeat(80)}...`);
    expect(truncateText('short', 80)).toBe('short');
  });
});

describe('services animation', () => {
  let callback: IntersectionObserverCallback | undefined;
  let options: IntersectionObserverInit | undefined;
  beforeEach(() => {
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      constructor(cb: IntersectionObserverCallback, init?: IntersectionObserverInit) {
        if (init?.threshold === SERVICES_ANIMATION.threshold) {
          callback = cb;
          options = init;
        }
      }
      observe() {}
      disconnect() {}
    };
  });
  afterEach(() => {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('reveals the 5 cards once 30% visible, 300 ms after, 150 ms apart', async () => {
    renderWithProviders(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    const cards = await screen.findAllByTestId('service-card');
    expect(options?.threshold).toBe(0.3);
    expect(cards[0]).toHaveStyle({ opacity: '0' });
    act(() => callback?.([{ isIntersecting: true, intersectionRatio: 0.3 } as IntersectionObserverEntry], {} as IntersectionObserver));
    const delays = cards.map((card) => getComputedStyle(card).transition.match(/opacity 600ms ease (\d+)ms/)?.[1]);
    expect(delays).toEqual(['300', '450', '600', '750', '900']);
    expect(cards[4]).toHaveStyle({ opacity: '1' });
  });
});
