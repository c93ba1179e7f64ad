import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Seconds; an AI job takes from under a second (offline) to minutes (an LLM article). */
export const JOB_BUCKETS = [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

/** One histogram's cumulative bucket counts for a queue (and state). */
export interface JobHistogramRow {
  queue: string;
  state: string;
  count: number;
  sum: number;
  [bucket: `le_${number}`]: number;
}

export interface JobCountRow {
  queue: string;
  state: string;
  count: number;
}

/** The metrics' reads of the ai_jobs table (every gateway counts every worker's jobs from here). */
@Injectable()
export class JobMetricsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  counts(): Promise<JobCountRow[]> {
    return this.dataSource.query('SELECT queue, state, count(*)::int AS count FROM ai_jobs GROUP BY queue, state ORDER BY queue, state');
  }

  /** Running time of finished jobs, by queue and final state. */
  durations(): Promise<JobHistogramRow[]> {
    return this.histogramRows('finished_at - started_at', `state IN ('completed', 'failed') AND started_at IS NOT NULL AND finished_at IS NOT NULL`, true);
  }

  /** Time queued until a worker started the job, by queue. */
  waits(): Promise<JobHistogramRow[]> {
    return this.histogramRows('started_at - created_at', 'started_at IS NOT NULL', false);
  }

  /** Cumulative bucket counts straight from SQL: a true histogram over every job the table holds. */
  private histogramRows(interval: string, where: string, byState: boolean): Promise<JobHistogramRow[]> {
    const seconds = `extract(epoch FROM (${interval}))`;
    const buckets = JOB_BUCKETS.map((le) => `count(*) FILTER (WHERE ${seconds} <= ${le})::int AS "le_${le}"`).join(', ');
    const group = byState ? 'queue, state' : 'queue';
    return this.dataSource.query(
      `SELECT ${group}${byState ? '' : `, '' AS state`}, count(*)::int AS count, coalesce(sum(${seconds}), 0)::float AS sum, ${buckets}
       FROM ai_jobs WHERE ${where} GROUP BY ${group} ORDER BY ${group}`,
    );
  }
}
