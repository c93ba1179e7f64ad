import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** One fact the writing may state: the statement, and where it comes from (a page, a report) when known. */
export interface BrandFact {
  statement: string;
  source?: string;
}

export interface BrandService {
  name: string;
  description: string;
}

export const BRAND_SPELLINGS = ['en-GB', 'en-US'] as const;
export type BrandSpelling = (typeof BRAND_SPELLINGS)[number];

/** The editable content of the brand kit (what a revision keeps and a PUT replaces). */
export interface BrandKitContent {
  voiceRules: string[];
  facts: BrandFact[];
  services: BrandService[];
  bannedPhrases: string[];
  spelling: BrandSpelling;
}

/** The id of the one brand kit row. */
export const BRAND_KIT_ID = 1;

/**
 * The brand kit (issue 16): the voice, facts, services and banned phrases every article is written and
 * checked against. One row (id 1, enforced by a CHECK); `version` counts its changes, so an edit made
 * from an older version is refused instead of replacing what someone else wrote.
 */
@Entity('brand_kit')
@Check('CHK_brand_kit_single_row', `"id" = 1`)
export class BrandKit implements BrandKitContent {
  @PrimaryColumn({ type: 'smallint' })
  id!: number;

  @Column({ name: 'voice_rules', type: 'jsonb' })
  voiceRules!: string[];

  @Column({ type: 'jsonb' })
  facts!: BrandFact[];

  @Column({ type: 'jsonb' })
  services!: BrandService[];

  @Column({ name: 'banned_phrases', type: 'jsonb' })
  bannedPhrases!: string[];

  @Column({ type: 'varchar', length: 8, default: 'en-GB' })
  spelling!: BrandSpelling;

  @Column({ type: 'integer', default: 1 })
  version!: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

/** The brand kit as it was before a change (every change keeps one), with the version it had. */
@Entity('brand_kit_revisions')
@Index('IDX_brand_kit_revisions_created', ['createdAt'])
export class BrandKitRevision {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The version this snapshot was (the change made version + 1). */
  @Column({ type: 'integer' })
  version!: number;

  @Column({ type: 'varchar', length: 200 })
  reason!: string;

  @Column({ type: 'jsonb' })
  snapshot!: BrandKitContent;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

export function toBrandKitContent(kit: BrandKitContent): BrandKitContent {
  return {
    voiceRules: [...kit.voiceRules],
    facts: kit.facts.map((fact) => (fact.source ? { statement: fact.statement, source: fact.source } : { statement: fact.statement })),
    services: kit.services.map((service) => ({ name: service.name, description: service.description })),
    bannedPhrases: [...kit.bannedPhrases],
    spelling: kit.spelling,
  };
}
