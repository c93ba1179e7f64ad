import { DemoPostSource } from '../demo-post.types';

export const AUDIENCE_BUILDING_POSTS: DemoPostSource[] = [
  {
    title: 'Why Returning Viewers Matter More Than Subscriber Counts',
    category: 'Audience Building',
    author: 'Liam Carter',
    publishedOn: '2026-07-15T09:00:00Z',
    keywords: ['returning viewers', 'YouTube analytics', 'audience growth', 'channel growth'],
    excerpt:
      'Subscriber numbers look good in a screenshot, but returning viewers tell you whether an audience is really forming. The metrics we watch for every channel we manage.',
    metaDescription:
      'Why returning viewers are a better growth signal than subscriber counts, which analytics to watch each week, and how to turn one-time viewers into regulars.',
    content: `Subscriber counts are the number everyone shares, and they are the number that tells you least about the health of a channel. Plenty of accounts have large followings that barely watch, and plenty of smaller ones have a loyal core that turns up for every upload. The second kind grows faster in the long run.

When we take on a channel, the first number we look at is returning viewers.

## What returning viewers tell you

A returning viewer has watched before and chose to come back. That single behaviour captures almost everything you want from an audience: they trust you, they remember you and they value your content enough to make time for it. Platforms notice too. Videos that are watched by returning viewers tend to be shown to more people like them.

New viewers matter, of course. They are the top of the funnel. But a channel with plenty of new viewers and very few returning ones is renting attention rather than building an audience.

## The metrics we review every week

| Metric | Why it matters |
| --- | --- |
| Returning viewers | Shows whether an audience is forming |
| Average view duration | Shows whether videos deliver on their promise |
| Subscribers per 1,000 views | Shows whether viewers want more of you |
| Shares and saves | Shows whether people value the content enough to pass it on |
| Comments that ask questions | Shows where your next videos should go |

We look at these across the last ten uploads, not video by video. One outlier tells you very little; a trend tells you a lot.

## How to earn the return visit

Returning viewers come from consistency and recognition. The habits that help most are simple:

- Publish on a predictable schedule so viewers know when to come back
- Build recurring formats and series, so one video naturally leads to the next
- End videos by pointing to a specific next video, not a generic outro
- Reply to comments and use viewer questions in future videos
- Keep a recognisable visual style across thumbnails and openings

## When the numbers disagree

Sometimes a video brings a spike of new viewers and subscribers but few returning ones. That is usually a topic that reached beyond your core audience. It is worth noting, but do not rebuild the channel around it unless follow-up videos on the same theme also bring people back.

## Grow the core

An audience of people who come back for everything you make is the most valuable thing a creator can build. It supports sponsorships, products and memberships, and it is resilient when algorithms change.

Our Influencer service helps creators and brands scale social content with this kind of audience in mind, with 55.8M+ views generated for the people we work with. Ready to build your audience? Explore Influencer.`,
  },
  {
    title: 'From Short-Form to Long-Form: Building a Path for New Followers',
    category: 'Audience Building',
    author: 'Priya Shah',
    publishedOn: '2026-08-05T09:00:00Z',
    keywords: ['short-form video', 'YouTube Shorts', 'TikTok growth', 'long-form content'],
    excerpt:
      'Short-form video is the best discovery engine creators have ever had, and one of the leakiest. How to design a path from a 30-second clip to a loyal long-form audience.',
    metaDescription:
      'How to use Shorts, Reels and TikTok for discovery and lead new followers to your long-form content, email list and community, without burning out.',
    content: `Short-form video has changed how audiences find creators. A single clip can reach hundreds of thousands of people who had never heard of you the day before. Yet many creators discover that those views barely move the rest of their channel. People watch, swipe and forget.

The problem is not short-form itself. It is that there is no path from the clip to anything deeper.

## Treat shorts as the front door

Think of your short-form content as the entrance to a building. It should be inviting and easy to step through, but its job is to lead somewhere. Every clip should make a viewer think, "I want more of this person", and then make it obvious where more can be found.

That means your shorts should be recognisably connected to your long-form work: the same topics, the same personality and the same visual style.

## Design the path

A simple path we build with creators looks like this:

1. **Discovery**: a short clip on Shorts, Reels or TikTok with one strong idea.
2. **Depth**: a long-form video that explores the same idea properly, linked or referenced from the clip.
3. **Habit**: a series or regular format that brings viewers back every week.
4. **Ownership**: an email list, community or membership that you control.

Each step asks a little more of the viewer and gives them a little more in return.

## Make clips that point somewhere

Shorts that lead to long-form share a few features:

- They give one complete, satisfying idea, not a cliffhanger that feels like a trick
- They mention, naturally, that the full breakdown exists
- They are cut from or filmed alongside the long-form video, so the link is genuine
- They carry your face or voice, so viewers recognise you later

## Mind the numbers that matter

Views on short-form content are easy to come by and easy to overvalue. Track how many followers each clip brings, how many viewers go on to watch a long-form video, and how your returning audience changes month on month. A clip with fewer views that brings engaged followers beats a viral clip that brings nobody back.

## Keep it sustainable

You do not need a separate production line for shorts. Film them on the same days as your long-form videos, or cut them from the best moments of each upload. Three strong clips a week that lead somewhere will do more than daily posting that leads nowhere.

Our Influencer team plans and edits short-form content with exactly this path in mind, scaling social content for creators and brands with a goal of 10M+ views. Explore Influencer and turn your reach into an audience.`,
  },
  {
    title: 'Collaborations That Actually Grow Your Channel',
    category: 'Audience Building',
    author: 'Hyperframe Team',
    publishedOn: '2026-10-14T09:00:00Z',
    keywords: ['creator collaborations', 'influencer marketing', 'audience growth', 'YouTube collabs'],
    excerpt:
      'A good collaboration introduces you to people who already trust someone like you. How to choose partners, pitch ideas and make collabs that benefit both audiences.',
    metaDescription:
      'How to plan creator collaborations that grow both channels: choosing the right partner, pitching a specific idea and making content both audiences love.',
    content: `Collaborations are one of the fastest ways for a creator to reach a new audience, and one of the most misunderstood. Many creators chase the biggest name they can reach, get a polite no or a forgettable video, and conclude that collabs do not work. The ones that do work are chosen and designed with much more care.

## Choose overlap, not size

The best collaboration partner is not necessarily the biggest creator in your space. It is the one whose audience is most likely to enjoy your content. Look for creators who share your audience's interests but offer something different: a complementary skill, an opposite opinion or a different format.

A creator at a similar size is often a better first partner than someone ten times larger. Both of you gain, both of you care about the result, and the conversation is easier to start.

## Pitch an idea, not a favour

"Would you like to collaborate?" is easy to ignore. A specific idea is not. The strongest pitches are short and concrete:

- Who you are, in one line, with a link to your best video
- The idea, in one or two sentences, with a working title
- Why it suits their audience, not just yours
- What you will handle: filming, editing, promotion

Make it easy to say yes.

## Formats that work

Some collaboration formats consistently perform well because they give both audiences something new:

1. **The challenge**: both creators attempt the same task with their own approach.
2. **The swap**: each creator makes a video for the other's channel.
3. **The debate**: two informed opinions on a question the audience cares about.
4. **The teach-in**: one creator teaches a skill the other's audience wants.
5. **The series**: a recurring format that runs across both channels.

## Look after both audiences

A collaboration fails when one audience feels like it has been handed an advert. Make sure each partner appears as themselves, speaks to the audience in their usual tone, and that the content stands on its own for a viewer who has never seen either of you.

Afterwards, follow up. Reply to new viewers in the comments, thank your partner publicly and share what you learned. Collaborations that turn into ongoing relationships bring the most growth over time.

## Plan it like a launch

Agree on the publishing date, cross-promotion on other platforms and how each of you will introduce the other. Clip the best moments for short-form, and you have a week of content from a single collaboration.

Our Influencer service helps creators and brands plan, produce and scale social content, with 16+ years of television experience behind every edit. Ready to build your audience? Explore Influencer.`,
  },
];
