import { DemoPostSource } from '../demo-post.types';

export const CONTENT_CREATING_POSTS: DemoPostSource[] = [
  {
    title: 'The Batching System That Gave Our Creators Their Weekends Back',
    category: 'Content Creating',
    author: 'Hyperframe Team',
    publishedOn: '2026-07-02T09:00:00Z',
    keywords: ['content batching', 'creator workflow', 'YouTube schedule', 'content creation'],
    excerpt:
      'Daily context switching is the hidden cost of being a creator. The weekly batching system we set up with our Creator clients, step by step.',
    metaDescription:
      'A weekly batching system for YouTube and social creators: plan, film, edit and publish in focused blocks, and stop losing evenings and weekends to your channel.',
    content: `Ask a full-time creator where their week goes and you will usually hear the same story: a bit of scripting on Monday, a quick shoot on Tuesday, editing late into Wednesday night, a thumbnail panic on Thursday. Every day touches every task, and nothing gets proper attention.

When creators join our Creator service, one of the first things we change is not the editing. It is the week.

## Why switching tasks is so expensive

Each part of making a video needs a different state of mind. Ideation is open and playful. Filming needs energy and performance. Editing needs patience and detail. Packaging needs a marketer's eye. Jumping between them several times a day costs far more than the minutes it takes to switch, because it takes time to settle back into each mode.

Batching groups the same kind of work together so you stay in one mode for hours at a time.

## The weekly rhythm

This is the rhythm we start most creators on, for a schedule of two long-form videos a week:

| Day | Focus | What you finish |
| --- | --- | --- |
| Monday | Ideas and outlines | Two outlines, working titles and thumbnail concepts |
| Tuesday | Filming | Both videos recorded, plus B-roll and a few shorts |
| Wednesday | Editing handover | Footage and notes with your editor, or your own first cuts |
| Thursday | Review and packaging | Final cuts approved, titles and thumbnails finished |
| Friday | Publishing and community | Uploads scheduled, comments answered, next week's ideas noted |

Saturday and Sunday stay empty. That is not a luxury; it is what makes the schedule sustainable for years rather than months.

## Make filming days efficient

A filming day works best when nothing has to be decided on the day. The evening before, we ask creators to:

- Print or pin the outlines for both videos where they can see them
- Charge batteries, clear memory cards and test the microphone
- Lay out a change of clothes for the second recording
- Note the B-roll shots each video needs

Then set up once for both videos. Change your shirt between recordings and the audience will never know they were filmed an hour apart.

Record three or four standalone short clips while the set is up. It takes twenty minutes and feeds your short-form channels for the week.

## Build a buffer

The real freedom comes when you are one or two videos ahead. Bank a couple of extra uploads during a quiet month, and a sick day or a holiday no longer breaks your schedule. Most creators who burn out never had a buffer.

## Start this week

You do not need to switch everything at once. Pick the one task you do most often in small fragments, usually editing or thumbnails, and give it a dedicated block next week. Notice how much more you finish.

If you would rather hand the editing block to someone else entirely, that is what our Creator service is for: retention-focused editing and a channel growth subscription from a team that started in television. Explore Creator and get your weekends back.`,
  },
  {
    title: 'Thumbnails and Titles: Decide the Package Before You Film',
    category: 'Content Creating',
    author: 'Daniel Okafor',
    publishedOn: '2026-09-23T09:00:00Z',
    keywords: ['YouTube thumbnails', 'video titles', 'click-through rate', 'packaging'],
    excerpt:
      'A video nobody clicks is a video nobody sees. Why we settle the title and thumbnail before the camera rolls, and the checks we run on every package.',
    metaDescription:
      'Why creators should decide the title and thumbnail before filming, how to design thumbnails that work at phone size, and how to test packaging.',
    content: `Creators often treat the title and thumbnail as the last job of the week, squeezed in after a long edit. It is understandable and it is backwards. The package is the first thing every potential viewer sees and, for most of them, the only thing. If it does not earn the click, the quality of the video never gets a chance to matter.

That is why we ask creators to decide the package before they film.

## The package shapes the video

Writing the title first forces you to define the promise. "I tried every budget microphone under £100" is a clear promise; the video now has to deliver a verdict on each microphone and a winner at the end. Without that title, the same shoot can easily drift into a general chat about audio.

Sketching the thumbnail first has the same effect. If the thumbnail will show two products side by side with a surprised face, you know you need to film that moment properly, not grab a frame from the edit afterwards.

## What a strong thumbnail does

Thumbnails are seen at the size of a postage stamp on a phone, next to a dozen competitors. The ones that win tend to follow a few simple rules:

- One clear subject: a face, an object or a contrast, not all three
- High contrast between the subject and the background
- Three words of text at most, adding to the title rather than repeating it
- An emotion or a question the viewer wants resolved
- A consistent style so returning viewers recognise you instantly

## Titles that earn the click

A good title makes a specific promise and leaves a gap the video fills. Curiosity works, but only when it is honest: if the video does not pay off the title, viewers leave early, and a poor retention graph hurts the video more than a modest click-through rate would.

Keep titles short enough to read in full on mobile, put the most important words first, and use plain language your audience would actually search for.

## Check the package

Before any upload, we run through this with the creator:

- [ ] The title and thumbnail make one clear promise together
- [ ] The thumbnail reads clearly at phone size
- [ ] The first ten seconds of the video confirm the promise
- [ ] The title would still make sense to someone who has never seen the channel

## Test and refine

Many platforms now let you test several thumbnails against each other. Use it. Even without formal tests, swapping a weak thumbnail a day or two after upload can revive a video that stalled. Keep notes on what wins; over time they become your channel's own style guide.

Packaging is one of the areas where our Creator team works most closely with clients, alongside retention-focused editing and a plan for channel growth. Explore Creator if you want a team thinking about every click.`,
  },
  {
    title: 'When Should a Creator Hire an Editor?',
    category: 'Content Creating',
    author: 'Sophie Marsh',
    publishedOn: '2026-11-03T09:00:00Z',
    keywords: ['hire a video editor', 'outsourcing editing', 'creator business', 'YouTube growth'],
    excerpt:
      'Editing your own videos is a rite of passage, but it should not be a life sentence. The signs it is time to hand off the edit, and how to do it without losing your voice.',
    metaDescription:
      'The signs that a creator should hire a video editor, what to prepare before handing off, and how to keep your style when someone else cuts your videos.',
    content: `Almost every creator starts by editing their own videos, and they should. Cutting your own footage teaches you what good delivery looks like, which shots you always forget and how your audience reacts to pacing. But there comes a point where the edit stops teaching you anything and starts holding the channel back.

Here is how to recognise that point and what to do about it.

## The signs it is time

Creators usually wait too long to hand off editing. These signals suggest you have reached the point where it makes sense:

- Editing takes more hours each week than planning, filming and engaging combined
- You have ideas you never get to because the edit queue is always full
- Your upload schedule slips whenever life gets busy
- You dread opening the editing software
- Your channel earns enough that an hour of your time is worth more on other tasks

If three or more of these sound familiar, the edit is costing you growth.

## What you gain

The obvious gain is time, but the bigger one is focus. The hours you get back can go into better ideas, stronger filming, sharper packaging and a closer relationship with your audience. Those are the parts of a channel only you can do. Editing, however personal it feels, is a skill someone else can learn to do in your style.

## Prepare before you hand off

The first few videos with a new editor go much more smoothly when you prepare:

1. Pick three of your videos that best represent the style you want.
2. Write a one-page style guide: caption style, music mood, pacing, graphics, what to always cut.
3. Organise your footage with clear names and a folder per video.
4. Agree a turnaround time and how feedback will be given, ideally with timecodes.

## Protect your voice

Creators worry that an editor will make them sound like someone else. The risk is real, but it comes from unclear expectations rather than from editing itself. Give honest, specific feedback in the first few weeks, point to moments you love and moments that are not you, and a good editor will adapt quickly. Most creators find their videos become more like themselves, because the editor spots patterns they had stopped noticing.

## Start small

You do not need to hand over everything at once. Start with one type of video, such as shorts or weekly uploads, and keep the rest while trust builds.

Our Creator service was designed for exactly this moment: retention-focused editing and a channel growth subscription from editors who learned their craft in television. Explore Creator and spend your time on the parts only you can do.`,
  },
];
