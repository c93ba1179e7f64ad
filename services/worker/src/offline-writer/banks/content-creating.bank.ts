import { CategoryBank } from './bank.types';

export const CONTENT_CREATING_BANK: CategoryBank = {
  openers: [
    'Every creator hits the same wall: the ideas are there, the ambition is there, but the weekly grind of filming, editing and publishing slowly eats the joy out of it. {Topic} is how the channels that last get past that wall, by turning inspiration into a system that runs even on the days motivation does not show up.',
    'The creators who grow are rarely the most talented people in their niche. They are the ones who publish consistently, learn from every upload and make each video a little better than the last. {Topic} sits right at the heart of that process.',
    'Your audience does not see the hours behind a video. They see whether it grabbed them in the first few seconds and whether it was worth their time. Getting {topic} right means designing for that viewer from the moment you have an idea.',
    'Creating content is a craft, a business and a habit all at once. Treat {topic} as only one of those and something breaks: the quality slips, the numbers stall or you burn out. Treat it as all three and the channel compounds.',
  ],
  sections: [
    {
      headings: ['Build an idea pipeline', 'Never stare at a blank page again', 'Where good video ideas come from'],
      paragraphs: [
        'Ideas are easiest to find when you are not under pressure to find one. Keep a running list in your notes app and feed it from comments, questions in your inbox, search suggestions and the videos that outperform in your niche. When it is time to film, you pick from a list instead of inventing under a deadline.',
        'Score each idea on two questions: does my audience already want this, and can I say something about it that others have not? The ideas that score well on both are the ones worth a full production.',
      ],
      list: {
        lead: 'Reliable sources of ideas:',
        items: ['Questions your audience asks in comments and DMs', 'Your own best-performing videos, remade with a new angle', 'Search autocomplete for your core topics', 'Trends in adjacent niches before they reach yours', 'Mistakes and lessons from your own journey'],
      },
    },
    {
      headings: ['Script the first thirty seconds', 'Hooks and scripts that hold attention', 'Write for the viewer who is about to scroll'],
      paragraphs: [
        'You do not need to script every word, but you should script the opening. State what the viewer will get, why it matters to them and why they should trust you, in that order and in as few words as possible. Then deliver on that promise quickly.',
        'For the rest of the video, a bullet-point outline keeps you on track while leaving room for personality. Read the outline aloud before filming: if a point takes more than a sentence to explain, it probably needs a visual or an example.',
      ],
    },
    {
      headings: ['Batch your production', 'Film once, publish all week', 'The batching workflow that saves creators'],
      paragraphs: [
        'Setting up lights, camera and audio is the same effort whether you film one video or four. Batch your filming into one or two sessions a week, batch your editing into focused blocks and schedule uploads ahead of time. Context switching is the hidden tax on every solo creator.',
        'Batching also protects quality. When you are not racing a same-day deadline, you have time to review an edit with fresh eyes, rewrite a weak title and design a thumbnail properly.',
      ],
      list: {
        lead: 'A simple batching rhythm:',
        items: ['Plan and script three to four videos in one sitting', 'Film them back to back with the same setup', 'Edit in focused blocks with notifications off', 'Schedule uploads and social posts in advance'],
        ordered: true,
      },
    },
    {
      headings: ['Simple gear, done properly', 'Production quality on a creator budget', 'Light and sound before cameras'],
      paragraphs: [
        'Viewers judge production quality mostly by two things: light and sound. A large soft light source at 45 degrees to your face and a microphone close to your mouth will lift a phone recording above most expensive cameras used badly.',
        'Frame with intention as well. Keep your eyes around the upper third of the frame, give yourself a little headroom and make sure the background says something about you without distracting from what you are saying.',
      ],
    },
    {
      headings: ['Package it: titles and thumbnails', 'The click happens before the video', 'Packaging is half the work'],
      paragraphs: [
        'A great video with weak packaging will never be seen. Decide the title and thumbnail before you film, because they force you to clarify the promise. A thumbnail should communicate one idea at phone size: one face, one object or one contrast, with three words of text at most.',
        'Test and iterate. Many platforms now let you test several thumbnails, and even where they do not, changing a weak title a day after upload can revive a video that stalled.',
      ],
    },
    {
      headings: ['Know when to hand off the edit', 'Working with an editor', 'Outsourcing without losing your voice'],
      paragraphs: [
        'Most creators edit their own videos far longer than they should. Editing is often the biggest block of hours in the week, and it is the easiest one to hand to a specialist. The time you get back goes into ideas, filming and the community, which is where a creator creates the most value.',
        'A good editor learns your style, not just your software. Share reference videos, a simple style guide and clear notes on what you like, and expect the first few episodes to be a collaboration while they find your voice.',
      ],
    },
    {
      headings: ['Protect your energy', 'Consistency without burnout', 'A pace you can keep for years'],
      paragraphs: [
        'The algorithm rewards consistency, but consistency only works if it is sustainable. Choose a publishing frequency you can keep for a year, not one you can keep for a month. It is better to upload weekly for twelve months than daily for three weeks and then disappear.',
        'Build buffer videos for busy weeks, take planned breaks and tell your audience about them. People follow creators, not upload schedules; they will wait for someone they trust.',
      ],
    },
  ],
  proTips: [
    'Decide the title and thumbnail before you film the video',
    'Keep a running idea list and add to it every day',
    'Film an extra 30 seconds of B-roll for every key point',
    'Check your audience retention graph after every upload and note where people leave',
    'End each video by pointing to the next one, not with a long outro',
    'Reply to comments in the first hour after publishing',
    'Repurpose your best long-form moments as shorts within a week',
    'Keep a swipe file of thumbnails that made you click',
  ],
  beginnerSteps: [
    'Pick one platform and one topic you can talk about for a year',
    'Write down ten video ideas your ideal viewer would search for',
    'Film the first one with a phone, window light and a cheap lavalier microphone',
    'Edit it simply: cut the pauses, add captions and a clear ending',
    'Publish on a schedule you can repeat every week',
    'After five videos, look at which one did best and make more like it',
  ],
  advanced: [
    'Use audience retention graphs to find the exact second viewers leave and restructure future scripts around it',
    'Run A/B tests on thumbnails and titles and track click-through rate by traffic source',
    'Build a content matrix that maps pillar topics to formats across long-form, shorts and posts',
    'Create series with recurring formats so viewers binge rather than watch one video',
    'Use end screens and pinned comments to drive session time, not just single-video views',
    'Document your workflow in templates so an editor or assistant can run it without you',
  ],
  examples: [
    'A cooking creator moved from daily to three uploads a week, invested the saved time in better thumbnails and saw views per video more than double.',
    'A tech reviewer started every video with the verdict instead of the unboxing, and average view duration rose because viewers stayed to learn why.',
    'A travel creator turned one trip into a six-part series with a consistent title format, and the later episodes were found through the earlier ones.',
  ],
  table: {
    headings: ['A sustainable weekly rhythm', 'What a creator\'s week can look like', 'Plan the week, not the video'],
    lead: 'Here is a weekly rhythm that keeps output steady without burning out:',
    columns: ['Day', 'Focus', 'Output'],
    rows: [
      ['Monday', 'Ideas, research and scripting', 'Two outlines and titles'],
      ['Tuesday', 'Filming', 'Two videos recorded, plus B-roll'],
      ['Wednesday', 'Editing or editor handover', 'First cuts and thumbnail drafts'],
      ['Thursday', 'Review and packaging', 'Final cuts, titles and thumbnails'],
      ['Friday', 'Publishing and community', 'Uploads scheduled, comments answered'],
    ],
    after: 'Adjust the days to your life, but keep the separation: mixing every task into every day is where most creators lose their week.',
  },
  checklist: {
    headings: ['Upload checklist', 'Before you press publish', 'The creator\'s pre-publish checklist'],
    lead: 'Run through this before every upload:',
    items: [
      'The first five seconds deliver the promise of the title',
      'Thumbnail readable at phone size',
      'Captions checked for errors',
      'Description with keywords and links in the first two lines',
      'End screen points to the next best video',
      'Time set aside to reply to the first comments',
    ],
  },
  closings: [
    'Great content is built on systems, and you do not have to run all of them alone. Our Creator service pairs retention-focused editing with a channel growth subscription, drawing on {years} years of television experience and {views} views generated for the people we work with. Ready to transform your content strategy? Explore Creator and get your time back.',
    'If you want to spend more time creating and less time stuck in the timeline, our Creator team can help: retention-focused editing, packaging advice and a growth plan from editors who started in television. Explore Creator and see what your channel looks like with a team behind it.',
  ],
  closingHeadings: ['Ready to transform your content strategy?', 'Make the next upload your best', 'Build the system, then the channel'],
  keywords: ['content creation', 'YouTube editing', 'creator workflow'],
  ideaTemplates: [
    'How to Plan a Month of {Topic} Videos in One Afternoon',
    'The Creator\'s Guide to Batching {Topic} Content',
    'Titles and Thumbnails for {Topic}: Packaging That Gets the Click',
    'When to Hire an Editor for Your {Topic} Channel',
    'Scripting {Topic} Videos: Hooks, Outlines and Natural Delivery',
    'A Minimal Gear Setup for {Topic} Creators',
    'Turning One {Topic} Idea Into Long-Form, Shorts and Posts',
  ],
  ideaAudiences: [
    'Solo Creators',
    'YouTubers',
    'Podcasters',
    'Educators',
    'Faceless Channels',
    'Part-Time Creators',
    'Small Creator Teams',
    'Vloggers',
  ],
};
