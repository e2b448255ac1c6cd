// Batch schedules: standard 5-field cron expressions (minute hour day-of-month month
// day-of-week), evaluated in UTC by a real cron parser.
import { CronExpressionParser } from 'cron-parser';
import { invalidSchedule } from '../../errors/compression-errors.js';

/** The first time strictly after `after` at which the schedule fires; 400 INVALID_SCHEDULE when it is not a valid 5-field expression. */
export function nextRunAt(schedule: string, after: Date): Date {
  const fields = schedule.trim().split(/\s+/);
  if (fields.length !== 5) {
    throw invalidSchedule(
      schedule,
      `it has ${fields.length} field${fields.length === 1 ? '' : 's'}; a schedule has 5 (minute hour day-of-month month day-of-week), e.g. '0 3 * * *'`,
    );
  }
  try {
    return CronExpressionParser.parse(fields.join(' '), { currentDate: after, tz: 'UTC' }).next().toDate();
  } catch (err) {
    throw invalidSchedule(schedule, (err as Error).message);
  }
}
