import { Column } from 'typeorm';
import { decimalNumber } from './decimal-number';

/**
 * The provider, model, tokens and cost of AI work, as columns: a stage (ai_job_stages) records its own call,
 * a job (ai_jobs) the sum of its stages. Both entities extend this class, so the columns are written once.
 */
export abstract class ProviderUsageColumns {
  @Column({ type: 'varchar', length: 32, nullable: true })
  provider!: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  model!: string | null;

  @Column({ name: 'input_tokens', type: 'integer', default: 0 })
  inputTokens!: number;

  @Column({ name: 'output_tokens', type: 'integer', default: 0 })
  outputTokens!: number;

  /** Of input_tokens: read from the provider's prompt cache (billed at its cache-read price). */
  @Column({ name: 'cache_read_tokens', type: 'integer', default: 0 })
  cacheReadTokens!: number;

  /** Of input_tokens: written to the provider's prompt cache (Anthropic bills them at its cache-write price). */
  @Column({ name: 'cache_write_tokens', type: 'integer', default: 0 })
  cacheWriteTokens!: number;

  /** USD; a job's is the sum of its stages' costs. */
  @Column({ name: 'cost_usd', type: 'numeric', precision: 14, scale: 6, default: 0, transformer: decimalNumber })
  costUsd!: number;
}
