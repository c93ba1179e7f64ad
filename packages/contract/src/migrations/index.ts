import type { MigrationInterface } from 'typeorm';
import { InitialSchema1763750000000 } from './1763750000000-initial-schema';
import { MediaVariants1795307859504 } from './1795307859504-media-variants';
import { PostProposals1795553515943 } from './1795553515943-post-proposals';
import { ActiveJobTarget1795553570437 } from './1795553570437-active-job-target';
import { AiJobStages1795561982793 } from './1795561982793-ai-job-stages';
import { BrandKit1795562675398 } from './1795562675398-brand-kit';
import { TopicMemory1795600000000 } from './1795600000000-topic-memory';
import { ScheduledPublishing1795610000000 } from './1795610000000-scheduled-publishing';
import { IdeaTitleTrigram1795620000000 } from './1795620000000-idea-title-trigram';
import { AiBudgetReservations1795710000000 } from './1795710000000-ai-budget-reservations';
import { ClaimReviews1795720000000 } from './1795720000000-claim-reviews';
import { CachedInputTokens1795730000000 } from './1795730000000-cached-input-tokens';
import { ReadingAnalytics1795740000000 } from './1795740000000-reading-analytics';
import { ReviewBeforeChange1795750000000 } from './1795750000000-review-before-change';
import { PostSlugs1795760000000 } from './1795760000000-post-slugs';
import { MediaUploads1795761000000 } from './1795761000000-media-uploads';
import { RevisionKinds1795762000000 } from './1795762000000-revision-kinds';
import { Imports1795770000000 } from './1795770000000-imports';
import { IdeaSlugIndex1795800000000 } from './1795800000000-idea-slug-index';
import { TopicCandidates1795801000000 } from './1795801000000-topic-candidates';
import { LinkPhrases1795802000000 } from './1795802000000-link-phrases';
import { PostListOrder1795803000000 } from './1795803000000-post-list-order';
import { CalendarIndex1795804000000 } from './1795804000000-calendar-index';
import { PostCounts1795805000000 } from './1795805000000-post-counts';
import { PublishedOrderIndex1795806000000 } from './1795806000000-published-order-index';

type MigrationClass = new () => MigrationInterface;

/** Every migration, oldest first. A new migration is added here as well as in its own file. */
export const MIGRATIONS: MigrationClass[] = [
  InitialSchema1763750000000,
  MediaVariants1795307859504,
  PostProposals1795553515943,
  ActiveJobTarget1795553570437,
  AiJobStages1795561982793,
  BrandKit1795562675398,
  TopicMemory1795600000000,
  ScheduledPublishing1795610000000,
  IdeaTitleTrigram1795620000000,
  AiBudgetReservations1795710000000,
  ClaimReviews1795720000000,
  CachedInputTokens1795730000000,
  ReadingAnalytics1795740000000,
  ReviewBeforeChange1795750000000,
  PostSlugs1795760000000,
  MediaUploads1795761000000,
  RevisionKinds1795762000000,
  Imports1795770000000,
  IdeaSlugIndex1795800000000,
  TopicCandidates1795801000000,
  LinkPhrases1795802000000,
  PostListOrder1795803000000,
  CalendarIndex1795804000000,
  PostCounts1795805000000,
  PublishedOrderIndex1795806000000,
];
