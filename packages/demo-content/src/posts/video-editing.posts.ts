import { DemoPostSource } from '../demo-post.types';

export const VIDEO_EDITING_POSTS: DemoPostSource[] = [
  {
    title: 'Cutting for Retention: How We Edit the First 30 Seconds',
    category: 'Video Editing',
    author: 'Daniel Okafor',
    publishedOn: '2026-06-04T09:00:00Z',
    keywords: ['retention editing', 'YouTube editing', 'video hooks', 'pacing'],
    excerpt:
      'The first half-minute decides whether anyone sees the rest of your edit. Here is the exact pass our editors run on every opening before a video goes out.',
    metaDescription:
      'How our TV-trained editors cut the first 30 seconds of a video for retention: the hook, the promise, the pacing pass and the mistakes we remove.',
    content: `Open any retention graph and you will see the same shape: a cliff in the first thirty seconds, then a gentler slope. Everything after that cliff is a bonus. If you want more people to see the brilliant middle of your video, the most valuable edit you can make is at the very start.

Our editors learned this in television, where a programme that loses viewers in the first minute after a break does not get recommissioned. Online the stakes are the same, only faster.

## Start with the best moment, not the first one

Raw footage is recorded in the order things happened. Viewers do not care about that order. Scrub through the whole recording and find the single most surprising, emotional or useful moment, then ask whether the video could open on it, or on a glimpse of it.

This is not clickbait. You are not promising something the video does not deliver; you are showing the payoff first and then explaining how you got there. Documentaries have done it for decades.

## State the promise in one sentence

Within the first ten seconds, the viewer should know exactly what they will get by staying. Most talking-head recordings bury this line behind a greeting, a channel plug and a story about the weekend. We cut all of that and put the promise right after the opening image.

A simple test: if you muted the video and read only the captions for the first ten seconds, would you know why to keep watching?

## The pacing pass

Once the structure is right, we run a dedicated pass on rhythm. It takes around fifteen minutes and it is the highest-value quarter hour of the whole edit.

1. Remove every breath, "um" and restart in the opening, without exception.
2. Check that something changes on screen at least every four to six seconds: a punch-in, a cutaway, a caption emphasis or a graphic.
3. Lay a subtle music bed from the first frame so there is never a silent gap.
4. Watch the opening on a phone, at arm's length, with the volume low. That is how most people will see it.

## Mistakes we remove every week

Some habits cost retention on almost every channel we take on:

- Long logo animations or intro sequences before any content
- "Before we start, don't forget to subscribe" in the first minute
- Explaining the background before stating the point
- Slow establishing shots that look lovely and say nothing

None of these are disasters on their own. Together, they are the difference between a 60% and an 80% audience still watching at the half-minute mark.

## Measure, then adjust

After publishing, look at the first-minute retention for each video and note what the opening did. Over ten uploads, patterns appear quickly: a particular type of opening shot, a style of promise or a pace that your audience prefers. Feed that back into the next edit.

With more than 16 years of cutting for broadcast and online, we still run this pass on every opening, because it still works. If you want to learn to edit like this for a living, the Hyperframe Academy is being built for exactly that.`,
  },
  {
    title: 'The J-Cut, the L-Cut and Why Your Audio Should Lead',
    category: 'Video Editing',
    author: 'Sophie Marsh',
    publishedOn: '2026-08-19T09:00:00Z',
    keywords: ['J-cut', 'L-cut', 'audio editing', 'sound design', 'video editing'],
    excerpt:
      'Split edits are the quiet technique that makes an edit feel expensive. A practical guide to J-cuts and L-cuts, with the moments we use them most.',
    metaDescription:
      'J-cuts and L-cuts explained by a television-trained editor: what they are, when to use them, and how letting audio lead makes every edit feel smoother.',
    content: `Watch a well-edited interview on television and try to spot the cuts. Most of the time you cannot, and the reason is rarely the picture. It is the sound. Broadcast editors let audio and video change at slightly different moments, and that small overlap makes the whole programme feel seamless.

The two tools behind it are the J-cut and the L-cut. They are simple, they work in every editing application and they are the technique we teach new editors first.

## What a split edit is

In a straight cut, sound and picture change together. In a split edit they do not:

- A **J-cut** brings in the audio of the next shot before its picture. You hear the next scene, then you see it. On the timeline, the audio clip sticks out to the left, like the bottom of a letter J.
- An **L-cut** keeps the audio of the current shot running after the picture has changed. You see the next shot while still hearing the previous one, and the audio trails to the right like an L.

Both soften the moment of change, because the viewer's ears and eyes never switch at the same instant.

## Where J-cuts shine

J-cuts pull the viewer forward. Hearing something before seeing it creates a tiny question ("what is that?") that the next shot answers. We use them:

- At the start of a new section, bringing in the next speaker's voice over the end of the previous scene
- Before a location change, letting the sound of the new place arrive first
- Into B-roll, starting the sound effect of the action a few frames before it appears

## Where L-cuts shine

L-cuts let a moment breathe. The picture moves on, but the words stay with us. They are ideal for:

- Showing a listener's reaction while the speaker finishes a sentence
- Covering a jump cut in an interview with B-roll while the answer continues
- Ending a scene on a line of dialogue that deserves to linger

## How much overlap?

There is no fixed rule, but these starting points rarely let us down:

| Situation | Typical overlap |
| --- | --- |
| Conversation between two people | 6-12 frames |
| Moving into a new scene or location | 1-2 seconds |
| Sound effect leading B-roll | 3-8 frames |
| Emotional line carrying over a cutaway | 1-3 seconds |

Always finish with a short crossfade on the audio edit itself, so the overlap does not create a click.

## Make it a habit

The fastest way to learn split edits is to take a finished piece you have cut with straight edits and rework only the audio transitions. Play both versions to someone who was not involved. They will not be able to say what changed, but they will tell you the second one feels more professional.

That instinct for sound is a big part of what our editors brought from television, and it is one of the skills we will be coaching in the Hyperframe Academy.`,
  },
  {
    title: 'From Freelancer to Full-Time Editor: What Clients Actually Look For',
    category: 'Video Editing',
    author: 'Hyperframe Team',
    publishedOn: '2026-10-28T09:00:00Z',
    keywords: ['freelance video editor', 'video editing career', 'editing portfolio', 'client work'],
    excerpt:
      'Software skills get you noticed; reliability gets you rebooked. What we look for when we hire editors, and what our clients look for when they choose one.',
    metaDescription:
      'What clients really want from a video editor: reliability, communication, taste and speed. A hiring checklist from an agency with 10,000 projects behind it.',
    content: `We review a lot of editing portfolios. By 2022 our team had completed 10,000 video projects, and every one of them needed an editor who could deliver. The surprising lesson from all that hiring is that technical skill is rarely what separates the editors who get rebooked from the ones who do not.

Almost everyone can cut. Far fewer can be trusted with a client's channel week after week.

## Reliability beats brilliance

A client would rather have a very good edit on Tuesday, as promised, than a spectacular one on Friday. Deadlines in content are tied to upload schedules, ad launches and sponsorship agreements. Missing one has real costs for the client, and they remember it.

The editors we rely on set realistic turnaround times, flag problems early and never go silent. If footage arrives late or a file is corrupted, they say so the same day.

## Communication is part of the edit

Good editors ask questions before they start: who is the audience, what is the goal, which finished videos does the client love? They confirm the brief in a sentence or two and check any unclear notes before acting on them.

When they deliver, they add a short note explaining their choices. That small habit turns feedback from "I don't like it" into a conversation about the goal.

## Taste you can explain

Clients hire editors for judgement: what to cut, where the story turns, which take has the energy. The strongest portfolios show this with before-and-after examples or a sentence under each piece explaining the problem and the solution. It proves you think like a storyteller, not just an operator.

## What a strong portfolio includes

- Three to five short pieces, each under two minutes, in the style you want to be hired for
- One example with measurable results, such as improved retention or views
- A clear note of your role on each piece
- Your usual turnaround and the software you work in
- An easy way to contact you

## A self-check before you pitch

- [ ] My portfolio opens with my strongest piece
- [ ] Every sample has a one-line description of the goal and my role
- [ ] I can explain my revision process in two sentences
- [ ] I have a file-naming and backup system I use on every job
- [ ] I can deliver in the formats my target clients need

## Building the career

Freelancing can become a full-time income faster than most editors expect, but it grows from repeat clients rather than one-off gigs. Focus on doing excellent, dependable work for a handful of creators or brands, and let referrals do the rest.

That is exactly the path we want to shorten with the Hyperframe Academy: coaching for editors who want to earn 5-15K a month, built on 16+ years of broadcast and online experience.`,
  },
];
