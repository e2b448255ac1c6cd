// A chart drawn by Chart.js on a canvas, in a figure with its caption and a text alternative: the
// canvas is named for screen readers by its caption and a sentence with its figures, and the
// figure shows that sentence and, folded under it, the figures as a table (the children), since a
// canvas is only pixels. oneSeriesBars builds the configuration of a bar chart of one series.
// The canvas fills a box whose height the style sheet reserves, so the page does not move when
// the chart is drawn. Only the parts of Chart.js the console draws are registered, and nothing
// is animated.
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
  type ChartOptions,
  type ChartType,
} from 'chart.js';
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

Chart.register(ArcElement, BarController, BarElement, CategoryScale, DoughnutController, Legend, LinearScale, Tooltip);
Chart.defaults.animation = false;
Chart.defaults.maintainAspectRatio = false;
// the style sheet's muted ink, lines and font stack (a canvas cannot read CSS variables)
Chart.defaults.color = '#5b6675';
Chart.defaults.borderColor = '#d8dee6';
Chart.defaults.font.family = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * Colours told apart with any colour vision (the Okabe-Ito palette), the first the console's
 * accent.
 */
export const SERIES_COLOURS = ['#2f5bd3', '#e69f00', '#009e73', '#cc79a7', '#56b4e9', '#d55e00', '#8a6d00', '#1c2430'];

interface ChartFigureProps<T extends ChartType> {
  /** The caption, also the start of the canvas's accessible name. */
  caption: string;
  /** One or two sentences with the chart's figures, read out as the rest of the canvas's name. */
  summary: string;
  /** What to draw; a new object redraws the chart. */
  config: ChartConfiguration<T>;
  /** The figures as a table, folded under the summary: open, it reads the chart in words. */
  children: ComponentChildren;
}

export function ChartFigure<T extends ChartType>({ caption, summary, config, children }: ChartFigureProps<T>) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <figure class="chart">
      <figcaption>{caption}</figcaption>
      <div class="chart-area">
        <canvas ref={canvas} role="img" aria-label={`${caption}. ${summary}`} />
      </div>
      <p class="chart-summary">{summary}</p>
      <details class="chart-table">
        <summary>The figures as a table</summary>
        {children}
      </details>
    </figure>
  );
}

export interface Bar {
  label: string;
  value: number;
  /** The first of SERIES_COLOURS unless given. */
  colour?: string;
}

/** A bar chart of one series, named `series`; the caption names what it shows, so it has no legend. */
export function oneSeriesBars(
  series: string,
  bars: readonly Bar[],
  options: ChartOptions<'bar'> = {},
): ChartConfiguration<'bar'> {
  return {
    type: 'bar',
    data: {
      labels: bars.map((bar) => bar.label),
      datasets: [
        {
          label: series,
          data: bars.map((bar) => bar.value),
          backgroundColor: bars.map((bar) => bar.colour ?? SERIES_COLOURS[0]),
        },
      ],
    },
    options: { ...options, plugins: { ...options.plugins, legend: { display: false } } },
  };
}
