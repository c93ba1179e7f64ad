import { DemoPostSource } from '../demo-post.types';

export const VIDEO_MARKETING_POSTS: DemoPostSource[] = [
  {
    title: 'Five Video Hooks That Lower Your Cost per Lead',
    category: 'Video Marketing',
    author: 'Liam Carter',
    publishedOn: '2026-06-18T09:00:00Z',
    keywords: ['video ads', 'ad hooks', 'cost per lead', 'paid social', 'video marketing'],
    excerpt:
      'In paid social, the opening three seconds carry most of the weight. Five hook formats we test for clients, and how to tell which one is working.',
    metaDescription:
      'Five video ad hook formats that consistently lower cost per lead, with examples and the metrics to judge them. From the team behind $22M+ in client revenue.',
    content: `Ask a media buyer what moves the numbers on a video campaign and most will give the same answer: the hook. Targeting has become automated, bidding has become automated, and the creative is now the main lever a marketer still controls. Within that creative, the opening three seconds do most of the work.

We test hooks constantly across our Scale clients' campaigns. These five formats are the ones we come back to most.

## 1. The outcome first

Open on the result your customer wants, shown rather than described: the finished kitchen, the full calendar, the dashboard with the number going up. Then explain how they get there. This works especially well for products with a visible before-and-after.

## 2. The call-out

Name your viewer so precisely that the right person feels seen: "If you run a dental practice and your chairs are empty on Mondays..." It filters out the wrong audience, which is a good thing. Fewer, better clicks usually mean a lower cost per lead.

## 3. The pattern break

Start with a visual nobody expects in their feed: an odd angle, an object in motion, a striking colour. It buys a second or two of attention, which you must then use immediately to state the offer. A pattern break without a clear follow-through only raises the cost of an empty view.

## 4. Proof first

Lead with the testimonial, the review score or the number. "We booked 43 calls in our first month" is a stronger opening than any brand line, as long as it is true and you can back it up in the body of the ad.

## 5. The question

Ask the question your ideal customer is already asking themselves. The best questions are specific and slightly uncomfortable: "Why are your ads getting clicks but no sales?"

## How to read the results

Test hooks against the same body and the same call to action, so the hook is the only thing that changes. Then compare:

| Metric | What it tells you about the hook |
| --- | --- |
| Hook rate (3-second views / impressions) | Whether the opening stops the scroll |
| Hold rate (15-second views / 3-second views) | Whether the opening sets up the rest |
| Click-through rate | Whether it attracted people who want the offer |
| Cost per lead | Whether all of the above adds up |

A hook with a high hook rate but a poor cost per lead is attracting curiosity, not customers. Keep the winners, retire the rest, and write new variations of the best performer every few weeks before fatigue sets in.

## Put it to work

The cheapest experiment in performance marketing takes a week:

1. Pick your best-performing ad of the last month.
2. Write one new hook in each of the five formats above.
3. Edit each hook onto the same body and call to action.
4. Run all six versions with an equal budget for seven days.
5. Keep the winner, and brief the next round of hooks around it.

It often pays for itself many times over.

Our Scale team writes, edits and tests hooks like these for paid campaigns every week. If you want a creative partner who thinks about your cost per lead as much as you do, explore Scale.`,
  },
  {
    title: 'What Makes a Sales Video Letter Convert',
    category: 'Video Marketing',
    author: 'Priya Shah',
    publishedOn: '2026-09-09T09:00:00Z',
    keywords: ['VSL', 'sales video letter', 'conversion', 'direct response video'],
    excerpt:
      'A VSL is a sales conversation in video form. The structure that still converts, the editing choices that keep viewers to the offer, and where most VSLs leak.',
    metaDescription:
      'The structure of a high-converting sales video letter (VSL), the editing techniques that hold attention, and the leaks that lose buyers before the offer.',
    content: `A sales video letter, or VSL, is the closest thing in marketing to a great salesperson who never gets tired. It meets a cold prospect, understands their problem, earns their trust and makes an offer, all without a call. When it works, it can carry an entire funnel.

We have edited and directed VSLs for coaches, software companies and e-commerce brands through our Scale service. The ones that convert share a structure, and they share a particular style of editing.

## The structure that keeps working

Fashions in VSLs change, but the underlying argument does not. A strong VSL moves through these stages in order:

1. **The hook**: name the problem or the desired outcome in the first ten seconds.
2. **The stakes**: show what staying stuck costs the viewer.
3. **The story**: how you, or a customer, found the way out.
4. **The mechanism**: the specific reason your solution works when others have not.
5. **The proof**: results, testimonials, case studies and numbers.
6. **The offer**: what they get, what it costs and why it is worth more.
7. **The guarantee and the call to action**: remove the risk, then ask clearly.

Skipping the mechanism is the most common mistake we see. Without it, your offer sounds like every other offer the viewer has already tried.

## Editing for the long haul

A VSL can run from five to twenty minutes, and every minute has to earn the next one. The editing choices that help most are simple:

- On-screen text that repeats each key claim, for viewers watching without sound
- B-roll and screen recordings that show the product working rather than describing it
- Subtle visual changes every few seconds, even in a single-camera talk
- Chapter-style titles so viewers know where they are in the argument
- A clean, unhurried offer section with the price and bonuses on screen

## Where VSLs leak

Retention graphs for VSLs tend to drop at the same places: the first thirty seconds, the transition into the story, and the moment the price appears. Look for those drops in your analytics. Usually the fix is tightening the section before the drop, not the drop itself. If viewers leave at the price, the value has not been built strongly enough beforehand.

## Length is a variable, not a rule

There is no perfect length. Higher prices and colder traffic usually need longer VSLs, because there is more trust to build. Lower-priced offers to warm audiences can convert with a few minutes. Test a shorter cut against a longer one; the results often surprise people.

## Bring it to life

A VSL rewards craft at every level: script, delivery, edit and testing. Our Scale team handles the editing and directing for VSLs, paid ads and brand projects, drawing on 16+ years of production experience and more than $22M in revenue generated for clients. If your funnel needs a closer, explore Scale.`,
  },
  {
    title: 'One Interview, Thirty Assets: A Repurposing Plan for B2B Brands',
    category: 'Video Marketing',
    author: 'Liam Carter',
    publishedOn: '2026-11-10T09:00:00Z',
    keywords: ['B2B video', 'content repurposing', 'video strategy', 'LinkedIn video'],
    excerpt:
      'B2B brands rarely lack expertise; they lack time on camera. How one well-planned interview day can feed your channels, your ads and your sales team for a month.',
    metaDescription:
      'A practical plan for turning one interview shoot into thirty B2B video assets: long-form, LinkedIn clips, ads, sales enablement and more.',
    content: `Most B2B companies are sitting on a content goldmine and do not know it. Their founders, engineers and customer teams answer brilliant questions every day, in sales calls and support tickets. The problem is not expertise. It is getting that expertise on camera without taking people away from their jobs every week.

The answer we give our clients is simple: one well-planned interview day, edited with a repurposing plan in mind from the start.

## Plan the questions, not just the shoot

The value of the day is decided before anyone sets up a light. We build an interview guide of fifteen to twenty questions, each one chosen because it maps to a real asset: a question customers ask before buying, an objection the sales team hears, a belief the company wants to change in its market.

Interviewees get the themes in advance, not the exact wording. That keeps answers natural while making sure every answer is useful.

## Capture for every format

On the day, a few production choices make every later edit easier:

- Frame wide enough to crop for vertical and square formats
- Record clean audio on two sources, in case one fails
- Film a few minutes of B-roll of the team, the office and the product
- Ask each interviewee to restate the question in their answer, so every clip stands on its own

## What one day becomes

Here is a typical output from a single interview day with two or three speakers:

| Asset | Quantity | Where it is used |
| --- | --- | --- |
| Long-form conversation or explainer | 1-2 | Website, YouTube, webinars |
| Short vertical clips with captions | 10-15 | LinkedIn, Instagram, TikTok |
| Paid ad variations | 4-6 | LinkedIn and Meta campaigns |
| Objection-handling clips | 3-5 | Sales emails and proposals |
| Quote graphics and stills | 5-8 | Social posts, presentations |

That is around thirty pieces from a single day, each with a clear job to do.

## Edit each asset for its platform

Repurposing does not mean exporting the same clip in different sizes. A LinkedIn clip can open with a strong opinion and run for a minute. A paid ad needs the hook in the first three seconds and a clear call to action. A sales clip can be calm and detailed, because the viewer already knows who you are.

## Keep the engine running

The companies that get the most from this approach repeat it every quarter. Each round builds on what performed last time: the questions that produced the best clips, the speakers audiences responded to, the topics that drove enquiries.

This is the kind of programme our Scale team runs for brands: planning, directing and editing for paid ads, sales content and brand projects. If you have the expertise and need it on screen, explore Scale.`,
  },
];
