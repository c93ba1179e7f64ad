import { AiBudgetReservation } from './ai-budget-reservation.entity';
import { AiIdea } from './ai-idea.entity';
import { AiJob } from './ai-job.entity';
import { AiJobStage } from './ai-job-stage.entity';
import { AiProduction } from './ai-production.entity';
import { BlogPost } from './blog-post.entity';
import { BrandKit, BrandKitRevision } from './brand-kit.entity';
import { ClaimReview } from './claim-review.entity';
import { Media } from './media.entity';
import { MediaVariant } from './media-variant.entity';
import { PostProposal } from './post-proposal.entity';
import { PostRevision } from './post-revision.entity';
import { PostSlug } from './post-slug.entity';

export * from './ai-budget-reservation.entity';
export * from './ai-idea.entity';
export * from './ai-job.entity';
export * from './ai-job-stage.entity';
export * from './ai-production.entity';
export * from './blog-post.entity';
export * from './brand-kit.entity';
export * from './claim-review.entity';
export * from './media.entity';
export * from './media-variant.entity';
export * from './post-proposal.entity';
export * from './post-revision.entity';
export * from './post-slug.entity';

export const ENTITIES = [BlogPost, PostRevision, AiIdea, AiProduction, AiJob, AiJobStage, Media, MediaVariant, PostProposal, BrandKit, BrandKitRevision, ClaimReview, AiBudgetReservation, PostSlug];
