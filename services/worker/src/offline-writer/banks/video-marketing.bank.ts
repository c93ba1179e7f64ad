import { CategoryBank } from './bank.types';

export const VIDEO_MARKETING_BANK: CategoryBank = {
  openers: [
    'Video is now the most expensive asset in most marketing plans and, too often, the least accountable. {Topic} changes that when every piece of footage is planned around a business outcome: a click, a booked call, a sale. Done well, video stops being a brand expense and becomes a growth channel.',
    'Buyers decide in seconds whether a video deserves their attention. For brands investing in {topic}, those seconds are the difference between an ad that prints money and one that quietly drains the budget. The good news is that the winning patterns are learnable and measurable.',
    'Most businesses do not have a video problem; they have a video strategy problem. They publish polished pieces that nobody asked for and then wonder why the numbers stay flat. {Topic} works when it starts from the customer\'s question and ends with a clear next step.',
    'The brands winning with video are not always the ones with the biggest budgets. They are the ones that test the most, learn the fastest and treat {topic} as a system rather than a one-off production.',
  ],
  sections: [
    {
      headings: ['Start from the funnel, not the camera', 'Match every video to a stage of the journey', 'Plan backwards from the outcome'],
      paragraphs: [
        'Before anyone writes a script, decide which stage of the customer journey the video serves. Awareness content has to earn attention from strangers; consideration content answers objections; conversion content removes the last doubt before a purchase. Each needs a different length, tone and call to action.',
        'When {topic} is planned this way, briefs become sharper and reporting becomes honest. You stop judging a top-of-funnel story by its direct sales and stop expecting a product demo to go viral.',
      ],
    },
    {
      headings: ['Win the first three seconds', 'The hook is the whole ad', 'Why openings decide your cost per result'],
      paragraphs: [
        'On social platforms the first three seconds decide whether anyone sees the other thirty. Lead with the outcome, the problem or a surprising visual, never with a logo sting. Captions should state the promise even when the sound is off, because most feeds autoplay silently.',
        'Write several hooks for every video and test them against the same body. It is common for the best hook to cut cost per result dramatically compared with the weakest, with no other change to the creative.',
      ],
      list: {
        lead: 'Hook formats that consistently perform:',
        items: [
          'The bold claim: state the result you deliver in one sentence',
          'The call-out: name the viewer\'s exact situation',
          'The pattern break: an unexpected visual before any words',
          'The proof-first open: show the testimonial or the numbers up front',
          'The question: ask what the viewer is already wondering',
        ],
      },
    },
    {
      headings: ['Sales video letters that convert', 'Structuring a VSL that sells', 'The anatomy of a high-converting VSL'],
      paragraphs: [
        'A sales video letter (VSL) is a long-form pitch, and its structure matters more than its production value. The classic shape still works: a hook that names the pain, a story that builds trust, the mechanism that makes your offer different, proof, the offer itself and a clear call to action.',
        'Editing is where a VSL earns its keep. Tight cuts, on-screen text that reinforces each claim and B-roll that shows rather than tells keep viewers watching through the sections that usually leak attention, such as pricing and guarantees.',
      ],
      list: {
        lead: 'The sequence we use as a starting point:',
        items: ['Hook and problem', 'Story and credibility', 'The unique mechanism', 'Proof and testimonials', 'Offer, bonuses and guarantee', 'Call to action, repeated'],
        ordered: true,
      },
    },
    {
      headings: ['Test creative like a performance marketer', 'Creative testing without wasting budget', 'Volume beats perfection in paid video'],
      paragraphs: [
        'Platform algorithms reward fresh creative, and no team can reliably predict a winner in advance. Instead of one expensive hero ad, produce a batch of variations with different hooks, formats and lengths, then let spend flow to what works.',
        'Change one variable at a time so the results teach you something. When a concept wins, iterate on it with new hooks and new faces before moving on. That loop is the engine behind most profitable {topic} programmes.',
      ],
    },
    {
      headings: ['Measure what actually matters', 'The numbers that predict revenue', 'Reporting that survives the finance meeting'],
      paragraphs: [
        'Views are a vanity metric on their own. Track hook rate (three-second views divided by impressions), hold rate (views to the end or to a key point), click-through rate and, most importantly, cost per acquisition and return on ad spend.',
        'Read these together. A high hook rate with a poor hold rate means the opening promises something the body does not deliver. A strong hold rate with a weak click-through rate usually means the call to action is unclear or arrives too late.',
      ],
    },
    {
      headings: ['One shoot, thirty assets', 'Repurpose with intent', 'Make every production day count'],
      paragraphs: [
        'A single well-planned shoot can supply a month of content. Capture a long-form interview or demo, then cut it into shorts, ads, testimonial clips, website loops and email GIFs. Plan the repurposing before the shoot so you film the extra angles and lines you will need.',
        'Repurposing is not just resizing. Each platform rewards different pacing and framing, so re-edit the opening for vertical feeds, tighten the story for ads and keep the full version for your website and sales team.',
      ],
      list: {
        lead: 'What one interview day typically yields:',
        items: ['A flagship long-form video', '8-12 short vertical clips', '3-5 paid ad variations', 'Testimonial snippets for sales pages', 'Stills and quotes for social posts'],
      },
    },
    {
      headings: ['Keep the brand consistent at speed', 'Brand consistency without bottlenecks', 'A recognisable look across every clip'],
      paragraphs: [
        'When you publish often, consistency is what makes people recognise you before they read your name. Fix a small set of brand elements for video: fonts, caption style, colour palette, logo placement and a sonic cue. Document them in a one-page style guide your editors can follow.',
        'Templates keep quality high without slowing the team down. The goal is a look that feels unmistakably yours while leaving room for each video to fit its platform.',
      ],
    },
  ],
  proTips: [
    'Write the call to action before the script, so the whole video builds towards it',
    'Put the offer or outcome in the on-screen text within the first three seconds',
    'Use real customers on camera; polished actors rarely beat authentic proof',
    'Design ads for sound-off viewing first, then add sound as a bonus',
    'Refresh winning ads with new hooks every few weeks before fatigue sets in',
    'Keep a swipe file of competitor ads and note what they keep running',
    'Brief editors with the target metric, not just the brand guidelines',
    'Retarget viewers who watched 50% or more with a direct-response cut',
  ],
  beginnerSteps: [
    'Pick one goal for the video: awareness, leads or sales',
    'Write down the one question your ideal customer has at that stage',
    'Script a 30-60 second answer with a clear hook and call to action',
    'Film it simply with good light and clear audio; a phone is enough',
    'Publish on one platform and boost it with a small test budget',
    'Review hook rate and click-through rate after a week and improve one thing',
  ],
  advanced: [
    'Run structured creative tests with a fixed budget per concept and clear kill criteria',
    'Use modular editing: interchangeable hooks, bodies and CTAs assembled into many variants',
    'Tag every ad by concept, hook type and format to find patterns across hundreds of creatives',
    'Build custom audiences from video viewers at 25%, 50% and 95% and sequence messages accordingly',
    'Match VSL length to price point and traffic temperature rather than a fixed rule',
    'Track blended return on ad spend alongside platform-reported numbers to account for attribution gaps',
  ],
  examples: [
    'A software company replaced its polished brand film with three founder-led explainers; demo bookings from video traffic roughly doubled within a quarter.',
    'An e-commerce brand tested ten hooks on the same product demo and found that a customer\'s first-person reaction beat the studio opening by a wide margin.',
    'A coaching business cut its 45-minute webinar into a 12-minute VSL with on-screen proof, and the shorter version converted better on cold traffic.',
  ],
  table: {
    headings: ['Matching video to the funnel', 'Which video for which stage', 'A simple video funnel map'],
    lead: 'Use this map when you brief a new piece of video:',
    columns: ['Funnel stage', 'Best formats', 'Typical length', 'Metric to watch'],
    rows: [
      ['Awareness', 'Short vertical stories, UGC-style clips', '15-45 seconds', 'Hook rate, reach'],
      ['Consideration', 'Explainers, case studies, founder videos', '1-5 minutes', 'Hold rate, engaged views'],
      ['Conversion', 'VSLs, demos, testimonial ads', '2-20 minutes', 'Click-through rate, cost per acquisition'],
      ['Retention', 'Onboarding and how-to videos', '1-3 minutes', 'Repeat purchases, support tickets'],
    ],
    after: 'No single video has to do every job. A small library that covers each stage will outperform one expensive film that tries to.',
  },
  checklist: {
    headings: ['Launch checklist for a video campaign', 'Before the campaign goes live', 'Campaign readiness checklist'],
    lead: 'Tick these off before you spend the first pound:',
    items: [
      'One clear objective and one primary metric agreed',
      'At least three hook variations for every concept',
      'Captions burned in and checked on a phone',
      'Landing page message matches the video promise',
      'Tracking pixels and UTM parameters tested',
      'Budget and kill criteria written down before launch',
    ],
  },
  closings: [
    'Video marketing rewards the teams that plan with intent and iterate quickly. Our Scale service brings {years} years of television and performance experience to paid ads, sales video letters and brand projects, the same work behind {revenue} generated for clients. Ready to scale your video marketing? Explore Scale and let us build your next winning campaign.',
    'If you would rather spend your time on the business than in the edit suite, that is exactly what our Scale team is for: editing and directing for ads, VSLs and brand films, backed by {projects} projects completed by 2022. Explore Scale and see how far your next campaign can go.',
  ],
  closingHeadings: ['Ready to scale your video marketing?', 'Turn video into a growth channel', 'From views to revenue'],
  keywords: ['video marketing', 'video ads', 'VSL'],
  ideaTemplates: [
    '{Topic} for Paid Ads: Hooks, Formats and What to Test First',
    'How to Build a Sales Video Letter Around {Topic}',
    'Measuring {Topic}: The Metrics That Actually Predict Revenue',
    'The {Topic} Funnel: Which Video to Make for Each Stage',
    'Turning One Shoot Into a Month of {Topic} Content',
    'Why Your {Topic} Videos Are Not Converting (and How to Fix It)',
    'UGC vs Studio Production for {Topic}: Where to Spend Your Budget',
  ],
  ideaAudiences: [
    'Small Businesses',
    'E-commerce Brands',
    'SaaS Teams',
    'Course Creators',
    'Local Businesses',
    'B2B Marketers',
    'Early-Stage Startups',
    'Consultants',
  ],
};
