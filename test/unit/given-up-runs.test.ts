import { describe, expect, it } from 'vitest';
import { givenUpRuns } from '../../src/platform/jobs/index.js';

describe('givenUpRuns: records whose queue run can no longer finish', () => {
  it('answers the unfinished records whose run the queue gave up on, with the run error', async () => {
    const records = {
      unfinished: async () => [
        { id: 'exp_1', queueJobId: 'job_1' },
        { id: 'exp_2', queueJobId: 'job_2' },
        { id: 'exp_3', queueJobId: 'job_3' },
      ],
    };
    const asked: string[][] = [];
    const queue = {
      givenUp: async (ids: readonly string[]) => {
        asked.push([...ids]);
        return new Map<string, string | null>([
          ['job_2', 'disk full'],
          ['job_3', null],
        ]);
      },
    };
    expect(await givenUpRuns(records, queue)).toEqual([
      { id: 'exp_2', error: 'disk full' },
      { id: 'exp_3', error: null },
    ]);
    expect(asked).toEqual([['job_1', 'job_2', 'job_3']]);
  });

  it('answers nothing when every run is still alive', async () => {
    const records = { unfinished: async () => [{ id: 'cjob_1', queueJobId: 'job_1' }] };
    expect(await givenUpRuns(records, { givenUp: async () => new Map() })).toEqual([]);
  });
});
