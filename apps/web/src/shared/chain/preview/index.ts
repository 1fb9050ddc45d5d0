export { PreviewPanel } from './PreviewPanel';
export { usePreview, type PreviewState } from './usePreview';
export { useCallPreview } from './useCallPreview';
export { previewFails, type ActionFailure } from './reasons';
export type { PreviewResult, WalletCall, SimulatedStep, TokenChange } from './types';
