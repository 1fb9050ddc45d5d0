import { z } from 'zod';
import { timeframeSchema } from './enums';
import { checkWindow, timestampMsSchema } from './fields';

/** Shape of every graph request: a time window in unix milliseconds and a timeframe. */
export const graphWindowShape = {
  from: timestampMsSchema.describe(
    'Start of the window, unix milliseconds (default window: 7 days for H1, 30 days for D1)',
  ),
  to: timestampMsSchema.describe('End of the window, unix milliseconds; not before from'),
  timeframe: timeframeSchema,
};

/** A graph request body: `{ from, to, timeframe }` with `to >= from`. */
export const graphRequestSchema = z.object(graphWindowShape).superRefine(checkWindow);
export type GraphRequest = z.infer<typeof graphRequestSchema>;
