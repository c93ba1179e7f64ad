import { createTestDatabase, TestDatabase } from '@app/testing';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../database/data-source-options';
import { runMigrations } from '../database/migrate';
import { BrandKit, type BrandKitContent } from '../entities/brand-kit.entity';
import { bannedPhrasePattern, withoutBannedPhrases } from './banned-phrases';
import { renderBrandKitPrompt } from './brand-kit-prompt';
import { BrandKitStoreRepository } from './brand-kit-store.repository';
import { DEFAULT_BRAND_KIT } from './default-brand-kit';

const KIT: BrandKitContent = {
  voiceRules: ['Speak plainly.'],
  facts: [{ statement: 'We have 16+ years of experience.', source: 'About page' }, { statement: 'Offices in London and Glasgow.' }],
  services: [{ name: 'Creator', description: 'Retention-focused editing.' }],
  bannedPhrases: ['delve', 'game-changer'],
  spelling: 'en-GB',
};

describe(renderBrandKitPrompt.name, () => {
  it('carries the voice, every fact with its source, the services, the banned phrases and British spelling', () => {
    const sut = renderBrandKitPrompt(KIT);

    expect(sut).toContain('British English (en-GB)');
    expect(sut).toContain('- Speak plainly.');
    expect(sut).toContain('- We have 16+ years of experience. (source: About page)');
    expect(sut).toContain('- Offices in London and Glasgow.\n');
    expect(sut).toContain('- Creator: Retention-focused editing.');
    expect(sut).toContain('- "delve"\n- "game-changer"');
    expect(sut).toMatch(/state no other figures/);
  });

  it('follows the kit: American spelling, and empty lists say so', () => {
    const sut = renderBrandKitPrompt({ ...KIT, spelling: 'en-US', bannedPhrases: [] });

    expect(sut).toContain('American English (en-US)');
    expect(sut).not.toContain('British');
    expect(sut).toMatch(/Never use these phrases:\n- \(none\)$/);
  });
});

describe('the default brand kit', () => {
  it("is seeded from the spec's facts and common AI tells", () => {
    const statements = DEFAULT_BRAND_KIT.facts.map((fact) => fact.statement).join('\n');

    for (const figure of ['16+', '55.8M+', '$22M+', '10,000', 'London and Glasgow', '2019']) expect(statements).toContain(figure);
    expect(DEFAULT_BRAND_KIT.services.map((service) => service.name)).toEqual(['Creator', 'Influencer', 'Scale', 'Academy', 'Live']);
    expect(DEFAULT_BRAND_KIT.bannedPhrases).toEqual(expect.arrayContaining(['delve', "in today's fast-paced world", 'game-changer', 'unlock']));
    expect(DEFAULT_BRAND_KIT.spelling).toBe('en-GB');
  });
});

describe('brand kit store', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    await runMigrations(database.url);
    dataSource = new DataSource(buildDataSourceOptions(database.url, { poolSize: 4 }));
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
  });

  it('reads the default while none is stored, without writing', async () => {
    expect(await new BrandKitStoreRepository(dataSource.manager).readBrandKit()).toEqual(DEFAULT_BRAND_KIT);
    expect(await dataSource.getRepository(BrandKit).count()).toBe(0);
  });

  it('creates the one row once, however many ask at the same time, and then reads what is stored', async () => {
    const kits = await Promise.all([1, 2, 3, 4].map(() => new BrandKitStoreRepository(dataSource.manager).ensureBrandKit()));

    expect(kits.map((kit) => kit.version)).toEqual([1, 1, 1, 1]);
    expect(await dataSource.getRepository(BrandKit).count()).toBe(1);
    await dataSource.getRepository(BrandKit).update(1, { bannedPhrases: ['synergy'] });
    expect((await new BrandKitStoreRepository(dataSource.manager).readBrandKit()).bannedPhrases).toEqual(['synergy']);
  });
});

describe(withoutBannedPhrases.name, () => {
  it('takes every banned phrase out, whatever its case, apostrophe or inflection, closing up the spaces', () => {
    const text = "Let's delve into it.\nDelving deeper, we unlock growth!\n- Game changer tips: here\n\nIn today’s fast-paced world, edit.";

    const sut = withoutBannedPhrases(text, ['delve', 'unlock', 'game-changer', "in today's fast-paced world"]);

    expect(sut).toBe("Let's into it.\ndeeper, we growth!\n- tips: here\n\n, edit.");
    for (const phrase of ['delve', 'unlock', 'game-changer']) expect(sut).not.toMatch(bannedPhrasePattern(phrase));
  });

  it('leaves a text without banned phrases byte for byte, markdown spacing included', () => {
    const text = '| a  |  b |\n|----|----|\n\n    code\nPlain words.';

    expect(withoutBannedPhrases(text, ['delve', ''])).toBe(text);
  });
});
