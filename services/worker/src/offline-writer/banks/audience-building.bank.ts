import { CategoryBank } from './bank.types';

export const AUDIENCE_BUILDING_BANK: CategoryBank = {
  openers: [
    'Followers are easy to count and hard to keep. The creators who turn attention into a real community understand that {topic} is less about chasing the algorithm and more about giving the same people a reason to come back, week after week.',
    'Every big audience started as a small one that felt seen. {Topic} is the work of scaling that feeling: finding the people who care about what you make, earning their attention and turning casual viewers into fans who share your work for you.',
    'Going viral once is luck. Growing for years is strategy. When you approach {topic} with a clear position, native formats for each platform and a habit of listening to your audience, growth stops being a lottery ticket and starts being a trend line.',
    'Platforms change their algorithms every few months, but the fundamentals of {topic} have not changed in years: be specific about who you serve, show up consistently and make people feel something they want to feel again.',
  ],
  sections: [
    {
      headings: ['Own a clear position', 'Niche down to grow up', 'Be the obvious choice for someone'],
      paragraphs: [
        'The fastest-growing accounts can be described in one sentence: who they are for and what those people get. "Fitness for busy parents" grows faster than "fitness", because the right viewer instantly knows it is for them and the platform knows who to show it to.',
        'A clear position does not limit you forever. It gives you a beachhead. Once you own a small space, you can widen it step by step, bringing a loyal core audience with you.',
      ],
    },
    {
      headings: ['Go native on every platform', 'One message, many formats', 'Respect how each platform is watched'],
      paragraphs: [
        'Each platform has its own grammar. Short vertical video rewards an instant hook and a loop-friendly ending; long-form YouTube rewards depth and storytelling; LinkedIn rewards insight and credibility. Posting the same file everywhere wastes most of its potential.',
        'Start with one home platform where your audience already spends time and master its format. Then adapt your best ideas for other platforms with a new edit rather than a new idea.',
      ],
      list: {
        lead: 'How we adapt one idea across platforms:',
        items: [
          'YouTube: the full story, 8-15 minutes, with chapters',
          'Shorts, Reels and TikTok: the single most surprising moment, under 60 seconds',
          'Instagram carousel: the key steps as swipeable slides',
          'LinkedIn: the lesson behind it, written in the first person',
          'Email: the personal story, with a link to the full video',
        ],
      },
    },
    {
      headings: ['Turn viewers into a community', 'Conversation beats broadcast', 'Make your audience part of the show'],
      paragraphs: [
        'An audience watches; a community participates. Reply to comments, especially in the first hour after publishing, pin the best ones, and turn recurring questions into future videos. People come back to places where they are recognised.',
        'Live streams, Q&A sessions, polls and behind-the-scenes posts all lower the distance between you and your viewers. The goal is simple: make someone who found you by accident feel like they belong.',
      ],
    },
    {
      headings: ['Read the analytics that matter', 'Growth signals hidden in your dashboard', 'Look past the follower count'],
      paragraphs: [
        'Follower counts lag behind reality. The leading indicators of growth are returning viewers, average view duration, shares and saves, and the rate at which viewers become subscribers. A video with fewer views but many returning viewers is often a better sign than a one-off spike.',
        'Review your numbers weekly, not hourly. Look for patterns across ten uploads instead of judging one, and write down one lesson each week to apply to the next batch.',
      ],
    },
    {
      headings: ['Collaborate to reach new circles', 'Borrow audiences, give value', 'Collaborations that actually grow you'],
      paragraphs: [
        'Collaborations put you in front of people who already trust someone like you. The best ones feel natural: creators with overlapping audiences but different skills, making something neither could make alone.',
        'Pitch collaborations with a specific idea rather than a vague "let\'s work together", and make sure both audiences get real value. A well-matched collaboration can bring more engaged followers in a week than months of solo posting.',
      ],
    },
    {
      headings: ['Create series people binge', 'Formats that bring viewers back', 'The power of recurring formats'],
      paragraphs: [
        'One-off videos ask viewers to decide every time whether to watch. A series asks once. Recurring formats with a recognisable title, structure and look teach your audience what to expect, and make it easy for a new viewer to watch five episodes in a row.',
        'Number your episodes, keep the opening consistent and end each one by teasing the next. Series also make production easier, because the structure is decided before you start.',
      ],
    },
    {
      headings: ['Build an audience you own', 'Do not build on rented land alone', 'From followers to an email list'],
      paragraphs: [
        'Platforms own the relationship with your followers, and a single algorithm change can halve your reach overnight. Give your audience a reason to join something you own, such as an email newsletter, a community space or a free resource.',
        'Offer something genuinely useful in exchange: a checklist, a template or early access. An engaged list of a few thousand people can be worth more to a creator business than a six-figure follower count.',
      ],
    },
  ],
  proTips: [
    'Describe your ideal viewer in one sentence and check every idea against it',
    'Reply to every comment in the first hour after posting',
    'Turn your most common question into a recurring series',
    'Post your best-performing short again after a few months with a new hook',
    'Collaborate with creators at a similar size before chasing the biggest names',
    'Put a clear reason to follow in the last seconds of every short',
    'Track returning viewers, not just new followers',
    'Invite viewers to an email list with a genuinely useful freebie',
  ],
  beginnerSteps: [
    'Decide who you are making videos for and write it in one sentence',
    'Choose one home platform and study the top ten accounts in your niche',
    'Post on a schedule you can keep for three months',
    'Reply to every comment and ask viewers what they want next',
    'After a month, double down on the format that got the most shares and saves',
    'Start a simple email list once you have your first hundred engaged followers',
  ],
  advanced: [
    'Segment analytics by traffic source to see which platforms drive returning viewers rather than drive-by views',
    'Use subscriber-conversion rate per video to decide which topics deserve a series',
    'Map the viewer journey from short-form discovery to long-form depth to an owned channel',
    'Plan collaborations using audience-overlap data rather than follower counts',
    'Run structured re-posting experiments with new hooks on proven concepts',
    'Build a content calendar that balances reach content, trust content and conversion content',
  ],
  examples: [
    'A language teacher grew from 2,000 to 60,000 followers in a year after narrowing her content to "English for job interviews" and turning common questions into a weekly series.',
    'A gaming creator started replying to every comment in the first hour, and the extra engagement pushed new uploads further in recommendations.',
    'A fitness coach cross-posted a long-form workout as three shorts with different hooks; one of them brought more subscribers than the previous month of uploads.',
  ],
  table: {
    headings: ['Metrics that tell you the audience is growing', 'Which numbers to watch', 'Growth signals at a glance'],
    lead: 'These are the numbers we check every week for the channels we manage:',
    columns: ['Metric', 'What it tells you', 'Healthy signal'],
    rows: [
      ['Returning viewers', 'Whether people come back', 'Rising month on month'],
      ['Average view duration', 'Whether the content delivers', 'Above 40-50% on long-form'],
      ['Shares and saves', 'Whether people value it enough to pass on', 'Growing faster than views'],
      ['Subscriber conversion', 'Whether viewers want more', 'Steady or rising per 1,000 views'],
      ['Comments per view', 'Whether a community is forming', 'Conversations, not just emojis'],
    ],
    after: 'Treat these as trends rather than verdicts on a single video. Ten uploads tell you far more than one.',
  },
  checklist: {
    headings: ['Weekly growth checklist', 'Your audience-building routine', 'A weekly routine for growth'],
    lead: 'Keep this routine every week and growth becomes a habit:',
    items: [
      'Publish on schedule on your home platform',
      'Adapt your best idea for one secondary platform',
      'Reply to comments within an hour of posting',
      'Review returning viewers and shares for the last ten uploads',
      'Reach out to one potential collaborator with a specific idea',
      'Send your email list something genuinely useful',
    ],
  },
  closings: [
    'Audiences are built one viewer at a time, and the right team makes each of those steps easier. Our Influencer service scales social content for creators and brands with a clear goal of 10M+ views, using the same playbook behind {views} views generated for our clients. Ready to build your audience? Explore Influencer and let us grow it together.',
    'Growth is a system, and systems are easier with experienced hands on them. The Hyperframe Influencer team plans, edits and scales social content with {years} years of television experience behind every cut. Explore Influencer and start building an audience that lasts.',
  ],
  closingHeadings: ['Ready to build your audience?', 'Grow the audience you deserve', 'From followers to fans'],
  keywords: ['audience growth', 'social media content', 'community building'],
  ideaTemplates: [
    'How to Grow an Audience With {Topic} Without Chasing Trends',
    'Short-Form vs Long-Form for {Topic}: Where Your Next 10,000 Followers Come From',
    'Turning {Topic} Viewers Into a Community That Shows Up',
    'The {Topic} Collaboration Playbook for Growing Creators',
    'Reading Your Analytics: What {Topic} Growth Really Looks Like',
    'Building an Email List From Your {Topic} Audience',
    'Recurring Series Ideas That Make {Topic} Viewers Binge',
  ],
  ideaAudiences: [
    'New Channels',
    'Personal Brands',
    'Niche Creators',
    'LinkedIn Creators',
    'TikTok Creators',
    'Community Builders',
    'Small Channels',
    'Brand Influencers',
  ],
};
