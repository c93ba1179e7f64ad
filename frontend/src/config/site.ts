import { SITE } from '@app/site';
import { paths } from './paths';

export { SITE };

export interface NavLink {
  label: string;
  to: string;
  external?: boolean;
  /** A link to one of the agency's services: the reading analytics count its clicks (data-beacon). */
  service?: boolean;
}

/** Top navigation (spec §2 shared chrome). */
export const NAV_LINKS: NavLink[] = [
  { label: 'Home', to: paths.home },
  { label: 'About', to: paths.about },
  { label: 'Our Services', to: paths.services },
  { label: 'Blog', to: paths.blog },
  { label: 'Career', to: paths.career },
];

export const CLIENT_LOGIN: NavLink = { label: 'Client Log in', to: SITE.external.clientLogin, external: true };

export const FOOTER_COLUMNS: { title: string; links: NavLink[] }[] = [
  {
    title: 'SITE',
    links: [
      { label: 'Home', to: paths.home },
      { label: 'About', to: paths.about },
      { label: 'Blog', to: paths.blog },
      { label: 'Career', to: paths.career },
      { label: 'Services', to: paths.services },
      CLIENT_LOGIN,
    ],
  },
  {
    title: 'SERVICES',
    links: [
      { label: 'Creator', to: SITE.external.creator, external: true, service: true },
      { label: 'Influencer', to: SITE.external.influencer, external: true, service: true },
      { label: 'Scale', to: SITE.external.scale, external: true, service: true },
      { label: 'Academy', to: paths.services, service: true },
      { label: 'Live', to: paths.services, service: true },
    ],
  },
];
