// Usage periods are calendar months in UTC.
export interface BillingPeriod {
  /** First day of the month, YYYY-MM-DD. */
  start: string;
  /** First instant of the next month: when counters reset. */
  resetsAt: Date;
}

export function periodOf(now: Date): BillingPeriod {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return {
    start: new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10),
    resetsAt: new Date(Date.UTC(year, month + 1, 1)),
  };
}
