// How the usage page writes its figures: counts with thousands separators, shares in per cent,
// times in milliseconds and amounts in US dollars to the micro-dollar the billing gives.

export function formatNumber(value: number): string {
  return value.toLocaleString('en');
}

/** A share in per cent, to one decimal; a share above 0 but under 0.1 % reads "under 0.1%". */
export function formatPercent(value: number): string {
  if (value > 0 && value < 0.1) return 'under 0.1%';
  return `${value.toLocaleString('en', { maximumFractionDigits: 1 })}%`;
}

export function formatMs(ms: number): string {
  return `${ms.toLocaleString('en', { maximumFractionDigits: 1 })} ms`;
}

const USD = new Intl.NumberFormat('en', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 6,
});

export function formatUsd(amount: number): string {
  return USD.format(amount);
}
