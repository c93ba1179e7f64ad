import { CategoryBank } from './bank.types';

export const VIDEO_EDITING_BANK: CategoryBank = {
  openers: [
    'Most edits are not lost in the software; they are lost in the decisions. When it comes to {topic}, the gap between an edit that people finish and one they abandon after twenty seconds is rarely a plugin or a preset. It is pacing, structure and a hundred small choices about what to leave out.',
    'Every editor remembers the first timeline that felt alive: the cuts landed, the music breathed and the viewer never had a reason to look away. {Topic} is where that feeling stops being luck and becomes a repeatable craft, and it is the skill clients will happily pay a premium for.',
    'Ask ten editors how they approach {topic} and you will hear ten different workflows. Underneath them, though, the editors who get rebooked share the same habits: they protect the story, they respect the viewer\'s time and they deliver files that need no second pass.',
    'A raw recording is a promise, not a video. The edit is where {topic} either sharpens that promise into something people watch to the end or buries it under dead air, jump-cut fatigue and audio that makes viewers reach for the mute button.',
  ],
  sections: [
    {
      headings: ['Pacing is a retention decision', 'Cut for attention, not for length', 'Why pacing decides your retention graph'],
      paragraphs: [
        'Viewers do not leave because a video is long; they leave because nothing has changed for too long. Trim breaths, false starts and repeated points ruthlessly, then look at the rhythm of what remains. A new visual, sound or idea every few seconds keeps the brain engaged without feeling frantic.',
        'The trick is to vary the pace rather than simply speed it up. Let an important line land with a beat of silence, then move quickly through the setup that follows. Applied to {topic}, that contrast is what makes an edit feel intentional instead of rushed.',
      ],
      list: {
        lead: 'A quick pacing pass we run on every timeline:',
        items: [
          'Remove every pause longer than a natural breath unless it is there for emphasis',
          'Add a pattern interrupt (zoom, cutaway, graphic or sound cue) when a shot has run for 6-8 seconds',
          'Check the first 30 seconds at 2x speed: if it still feels slow, it is',
          'Watch once with the sound off to see whether the visuals alone keep moving',
        ],
      },
    },
    {
      headings: ['Build the story before you polish it', 'Structure first, effects last', 'Start with a paper edit'],
      paragraphs: [
        'It is tempting to start with the flashy parts, but effects cannot rescue a confused story. Before touching transitions, lay out the hook, the setup, the turns and the payoff. Many of our editors still write a paper edit, a plain list of the moments that matter in the order they should appear.',
        'Once the spine of the video works as a rough cut, every later decision gets easier. You know which shots need B-roll, where music should lift and which tangents can go. For {topic}, a clear structure is also what lets a client approve the cut in one round instead of three.',
      ],
    },
    {
      headings: ['Sound is half the picture', 'Audio that keeps people watching', 'Mix for the ears, not the meters'],
      paragraphs: [
        'Audiences forgive a soft shot far more readily than muddy or uneven audio. Clean dialogue, consistent levels and a music bed that sits underneath the voice rather than fighting it will do more for perceived quality than any colour grade.',
        'Use J-cuts and L-cuts so sound leads the viewer into the next shot, lay room tone under every gap and add small sound effects to motion graphics so they feel physical. For online platforms, aim for an integrated loudness around -14 LUFS with true peaks below -1 dBTP.',
      ],
      list: {
        lead: 'Audio fixes that pay off immediately:',
        items: [
          'Run a gentle high-pass filter around 80 Hz on dialogue to remove rumble',
          'Duck the music 12-18 dB under speech instead of riding it by hand',
          'Crossfade every audio edit by a few frames to hide clicks',
          'Keep a library of whooshes, risers and hits that match the brand',
        ],
      },
    },
    {
      headings: ['Colour with purpose', 'Correct first, then grade', 'Consistent colour builds trust'],
      paragraphs: [
        'Colour work has two jobs. Correction makes every shot technically right: balanced whites, healthy exposure and skin tones that sit on the vectorscope\'s skin line. Grading then gives the piece a mood. Skipping the first step is why so many graded videos look stylish in one shot and strange in the next.',
        'Work from the scopes, not from your monitor\'s flattering brightness. Match cameras shot by shot before you apply any look, and save the finished grade as a reusable node tree or adjustment layer so the next episode of the series matches this one exactly.',
      ],
    },
    {
      headings: ['Organise the project like a broadcast edit', 'A tidy project is a fast project', 'Workflow habits from television'],
      paragraphs: [
        'In television there is no time to hunt for a clip, so projects are organised before the first cut. Create the same bin structure for every job: footage by camera and day, audio, music, graphics, exports. Name sequences with a version number and a date so nobody ever asks which file is final.',
        'Generate proxies for heavy camera files, keep a project template with your title styles, adjustment layers and export presets, and back up to two places. These habits feel slow on day one and save hours by the end of the week.',
      ],
      list: {
        lead: 'The folder structure we start every project with:',
        items: ['01_Footage (by camera and shoot day)', '02_Audio and music', '03_Graphics and titles', '04_Sequences (versioned)', '05_Exports and deliverables'],
        ordered: true,
      },
    },
    {
      headings: ['Handle feedback without losing the edit', 'Revisions that move forward', 'Turning client notes into a better cut'],
      paragraphs: [
        'Feedback is part of the job, and the editors who thrive treat it as information rather than criticism. Ask for notes with timecodes, group them by theme and repeat back what you understood before you start changing the timeline.',
        'When a note would weaken the piece, show an alternative instead of arguing. Keep every version so you can restore a cut in seconds, and aim to turn revisions around within about 24 hours while the project is still fresh in everyone\'s mind.',
      ],
    },
    {
      headings: ['Speed comes from systems', 'Edit faster without cutting corners', 'Where the hours really go'],
      paragraphs: [
        'Fast editors are not faster with the mouse; they simply make fewer trips to it. Learn the shortcuts for blade, ripple delete, nudge and mark in and out until they are muscle memory, and map the commands you use most to keys you can reach without looking.',
        'Beyond shortcuts, build presets for anything you do twice: caption styles, lower thirds, zoom punch-ins, export settings. On {topic} work the saved minutes compound, leaving more of the day for the creative decisions that clients actually notice.',
      ],
    },
  ],
  proTips: [
    'Cut the first sentence of most talking-head recordings: the real opening is usually the second line',
    'Place your strongest visual in the first three seconds, before any logo or intro',
    'Use a consistent caption style with a maximum of two lines on screen',
    'Leave two to four frames of breathing room after a punchline before the next cut',
    'Reference a finished video the client loves before you start, and agree on it',
    'Export a low-resolution review copy first; save the full render for the approved cut',
    'Keep music changes on scene changes so the audio and the story turn together',
    'Name every export with the project, version and date',
  ],
  beginnerSteps: [
    'Watch all of your footage once before cutting anything and mark the best moments',
    'Build a rough cut with only the moments that tell the story, ignoring effects',
    'Tighten the rough cut by removing pauses, repeats and anything off-topic',
    'Add B-roll, captions and simple graphics where they help the viewer understand',
    'Balance the audio so the voice is always clear over the music',
    'Export, watch it on a phone, and fix what bothers you',
  ],
  advanced: [
    'Use multicam sequences with synced audio to cut interviews and podcasts in real time',
    'Build adjustment-layer stacks for camera shake, film grain and vignettes that you can toggle per scene',
    'Grade in a colour-managed pipeline (for example DaVinci YRGB Color Managed) so log footage from different cameras converts predictably',
    'Use speed ramps with optical flow on high-frame-rate footage for smooth emphasis moments',
    'Automate repetitive caption and resize work with templates and essential graphics',
    'Render intermediate files in a mezzanine codec such as ProRes 422 or DNxHR to avoid generation loss',
  ],
  examples: [
    'A 40-minute podcast recording became a 9-minute YouTube episode after removing tangents, and average view duration rose because the first minute went straight to the most surprising story.',
    'A brand interview felt flat until the editor swapped the order of two answers so the problem came before the solution; the client approved that cut without changes.',
    'A fitness creator\'s shorts gained retention once every cut was timed to the beat of the music and captions were trimmed to three words per line.',
  ],
  table: {
    headings: ['Export settings at a glance', 'Delivery specs by platform', 'A quick reference for deliverables'],
    lead: 'Deliverables are where good edits go wrong at the last minute. These are the settings we use as a starting point:',
    columns: ['Platform', 'Aspect ratio', 'Resolution', 'Loudness target'],
    rows: [
      ['YouTube long-form', '16:9', '3840x2160 or 1920x1080', '-14 LUFS'],
      ['YouTube Shorts, TikTok, Reels', '9:16', '1080x1920', '-14 LUFS'],
      ['Instagram and LinkedIn feed', '4:5', '1080x1350', '-14 LUFS'],
      ['Broadcast master', '16:9', '1920x1080', '-23 LUFS (EBU R128)'],
    ],
    after: 'Always check the platform\'s current guidance before a big launch, and keep a clean master without captions so future versions are easy to make.',
  },
  checklist: {
    headings: ['Pre-delivery checklist', 'Before you hit export', 'The final-pass checklist'],
    lead: 'Run through this list before any file leaves your machine:',
    items: [
      'Spelling in every title, caption and lower third checked twice',
      'No black frames, flash frames or gaps on the timeline',
      'Dialogue clear and consistent; music ducked under speech',
      'Colour matched across cameras and scenes',
      'Correct aspect ratio, resolution and frame rate for the platform',
      'File named with project, version and date',
    ],
  },
  closings: [
    'Great editing is a craft you can learn, and it is one of the most in-demand skills in the creator economy. Our team has spent {years} years cutting everything from television to YouTube, and we are building the Academy to pass that experience on: coaching for editors who want to earn 5-15K a month doing work they love. Join the Academy waitlist and be first in line when it opens.',
    'If this is the kind of work you want to do every day, you do not have to figure it out alone. The Hyperframe Academy is our coaching programme for video editors, built from {years} years of broadcast and online experience and aimed at helping editors earn 5-15K a month. Join the Academy to hear the moment enrolment opens.',
  ],
  closingHeadings: ['Keep sharpening the craft', 'Where to go from here', 'Turn the craft into a career'],
  keywords: ['video editing', 'editing workflow', 'retention editing'],
  ideaTemplates: [
    'The Editor\'s Guide to {Topic}: From Raw Footage to Final Cut',
    '{Topic} in Premiere Pro and DaVinci Resolve: A Side-by-Side Workflow',
    'Sound Design for {Topic}: The Half of the Edit Viewers Feel',
    'How to Price {Topic} Work as a Freelance Video Editor',
    'Colour Grading for {Topic}: Correct First, Then Create a Look',
    'The Retention Edit: Applying {Topic} to Keep Viewers Past the First Minute',
    'Building a Project Template for {Topic} That Saves Hours Every Week',
  ],
  ideaAudiences: [
    'Freelance Editors',
    'YouTube Editors',
    'In-House Teams',
    'Documentary Editors',
    'Podcast Editors',
    'Wedding Filmmakers',
    'Agency Editors',
    'Self-Taught Editors',
  ],
};
