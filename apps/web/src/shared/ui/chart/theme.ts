/** The look both canvases share (imported only by them: it loads with lightweight-charts, never at first render). */
import { ColorType } from 'lightweight-charts';

export const CHART_BORDER = '#2c3650';

export const CHART_BASE = {
  autoSize: true,
  layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: '#a3acca' },
  grid: { vertLines: { color: '#1b2236' }, horzLines: { color: '#1b2236' } },
  rightPriceScale: { borderColor: CHART_BORDER },
} as const;
