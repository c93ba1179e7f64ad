/**
 * Brand and site facts: the one place to change the agency's name, contacts and external sites.
 * Plain TypeScript with no imports, so the browser app and the gateway's server rendering share it.
 */
export const SITE = {
  brand: 'Hyperframe',
  legalName: 'Hyperframe Studio Ltd',
  tagline: 'High Performance Video Services for Growth & Impact',
  email: 'hello@hyperframe.studio',
  phone: '+44 20 3868 1773',
  offices: 'London and Glasgow, UK',
  defaultOrigin: 'http://localhost:3000',
  copyrightYear: 2025,
  themeStorageKey: 'hyperframe-theme-mode',
  themeSchemeStorageKey: 'hyperframe-color-scheme',
  external: {
    creator: 'https://creator.hyperframe.studio',
    influencer: 'https://influencer.hyperframe.studio',
    scale: 'https://scale.hyperframe.studio',
    academy: 'https://academy.hyperframe.studio',
    clientLogin: 'https://app.hyperframe.studio',
    status: 'https://status.hyperframe.studio',
  },
  socials: [
    { name: 'Facebook', url: 'https://facebook.com/hyperframestudio' },
    { name: 'YouTube', url: 'https://youtube.com/@hyperframestudio' },
    { name: 'LinkedIn', url: 'https://linkedin.com/company/hyperframe-studio' },
    { name: 'Instagram', url: 'https://instagram.com/hyperframe.studio' },
  ],
  /** The showcase video (YouTube id) loaded by the facade only when the visitor presses play. */
  showcaseVideoId: 'aqz-KE-bpKQ',
} as const;

export type SocialName = (typeof SITE.socials)[number]['name'];
