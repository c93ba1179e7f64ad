import type { components } from '@/lib/api/schema';

type Schemas = components['schemas'];

/** Issue 13: the post fields an AI job started from, proposes, or the post holds now. */
export type ProposalFields = Schemas['ProposalFieldsDto'];

/** The non-content fields an accept can choose (`fields`). */
export type ProposalFieldName = NonNullable<Schemas['AcceptProposalDto']['fields']>[number];

export type ProposalKind = Schemas['ProposalDto']['kind'];
export type ProposalState = Schemas['ProposalDto']['state'];

/** An AI result waiting for the admin: what it started from, what it proposes, and the post now. */
export type ProposalView = Schemas['ProposalDto'];

/** POST /api/admin/blog/proposals/:id/accept body: whole (no sections) or the chosen sections. */
export type AcceptProposalInput = Schemas['AcceptProposalDto'];

export type AcceptProposalResult = Schemas['AcceptedProposalDto'];
