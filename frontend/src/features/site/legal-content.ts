import { SITE } from '@app/site';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}

/** Terms of agreement (spec §2): 14-day refund, cancellation to the end of the term, ~24 h revisions, renewal, 18+, UK law. */
export const TERMS: LegalDocument = {
  title: 'Terms of Agreement',
  updated: 'January 1, 2025',
  intro: `These terms govern your use of the ${SITE.brand} website and of the video editing, management and training services provided by ${SITE.legalName} ("${SITE.brand}", "we", "us"). By signing up for a service you agree to them.`,
  sections: [
    {
      heading: '1. Services',
      paragraphs: [
        'We provide video editing, channel management, content production and coaching services as described on our website and in your order. The scope, deliverables and price of each service are those shown when you sign up.',
      ],
    },
    {
      heading: '2. Eligibility and your material',
      paragraphs: [
        'You must be at least 18 years old to submit material to us. By submitting footage, music, images or other material you confirm that you own it or have permission to use it, and you grant us a licence to edit it for the purpose of delivering your service.',
        'You remain the owner of your material and of the finished videos once they are paid for.',
      ],
    },
    {
      heading: '3. Subscriptions and renewal',
      paragraphs: [
        'Subscriptions are billed in advance and are renewed automatically on each anniversary of your registration date until you cancel.',
      ],
    },
    {
      heading: '4. Refunds',
      paragraphs: [
        'If you are not satisfied, you may request a full refund within 14 days after signing up. After that 14-day refund window, payments are not refundable except where the law requires otherwise.',
      ],
    },
    {
      heading: '5. Cancellation',
      paragraphs: [
        'You may cancel at any time from your account or by e-mail. When you cancel, you keep access to your service until the end of the billing term you have already paid for, and you will not be charged again.',
      ],
    },
    {
      heading: '6. Revisions and turnaround',
      paragraphs: [
        'Revision requests are normally completed in about 24 hours. Turnaround times for first drafts depend on the service and the length of your material and are shown when you sign up.',
      ],
    },
    {
      heading: '7. Liability',
      paragraphs: [
        'We take care to deliver work of professional quality, but we do not guarantee specific views, subscribers or revenue. Our total liability for any claim is limited to the amount you paid us in the three months before the claim.',
      ],
    },
    {
      heading: '8. Governing law',
      paragraphs: ['These terms are governed by the law of the United Kingdom (UK), and the UK courts have jurisdiction over any dispute.'],
    },
    {
      heading: '9. Contact',
      paragraphs: [`Questions about these terms can be sent to ${SITE.email}.`],
    },
  ],
};

/** Privacy policy (spec §2): one month to answer requests, no data knowingly collected from children under 13, UK law. */
export const PRIVACY: LegalDocument = {
  title: 'Privacy Policy',
  updated: 'January 1, 2025',
  intro: `This policy explains how ${SITE.legalName} ("${SITE.brand}") collects and uses personal data when you visit our website or use our services.`,
  sections: [
    {
      heading: '1. What we collect',
      paragraphs: [
        'Contact details you give us (name, e-mail address, phone number), account and billing details, the material you submit for editing, and anonymous reading statistics about our public pages (section 2).',
      ],
    },
    {
      heading: '2. Reading statistics',
      paragraphs: [
        'When you read our public pages, a small script of our own counts: that the page was viewed, how far down it you scrolled (a quarter, half, three quarters or all of it), how long the page was open and visible, the website you came from (its name only, never the full address), the campaign tags in the link you followed (utm_source, utm_medium and utm_campaign), and whether you clicked an article\'s call to action or a link to one of our services.',
        'It uses no cookies and stores nothing on your device. We do not keep your IP address or your browser\'s details: to count unique visitors, they are mixed with a random value that changes every day and only the resulting code is counted; the random value is deleted at the end of each day, so nobody, us included, can link two days, or a code, to you. We keep only totals per page and day (never a record per visit) for 400 days, and monthly totals after that. Nothing is shared with anyone else.',
        'If your browser sends Do Not Track or Global Privacy Control, the script sends nothing at all. Known bots and crawlers are not counted.',
      ],
    },
    {
      heading: '3. How we use it',
      paragraphs: [
        'To deliver and bill our services, to answer your messages, to improve our website, and to meet our legal obligations. We do not sell your personal data.',
      ],
    },
    {
      heading: '4. Sharing',
      paragraphs: [
        'We share data only with providers that help us run the business (payments, hosting, e-mail), under contracts that protect it, or where the law requires it.',
      ],
    },
    {
      heading: '5. Storage and security',
      paragraphs: ['We keep personal data only as long as needed for the purposes above and protect it with appropriate technical and organisational measures.'],
    },
    {
      heading: '6. Your rights',
      paragraphs: [
        'You may ask to access, correct, delete or export your personal data, or object to its use. We will answer every privacy request within one month of receiving it.',
      ],
    },
    {
      heading: "7. Children's privacy",
      paragraphs: [
        'Our services are not directed at children. We do not knowingly collect personal data from children under 13; if we learn that we have, we delete it.',
      ],
    },
    {
      heading: '8. Governing law',
      paragraphs: ['This policy is governed by the law of the United Kingdom (UK), including the UK GDPR and the Data Protection Act 2018.'],
    },
    {
      heading: '9. Contact',
      paragraphs: [`To make a request or ask a question, e-mail ${SITE.email}.`],
    },
  ],
};
