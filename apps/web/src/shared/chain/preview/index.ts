export { PreviewPanel } from './PreviewPanel';
export { usePreview, type PreviewState } from './usePreview';
export { previewFails, type ActionFailure } from './reasons';
export type { PreviewResult, WalletCall, SimulatedStep, TokenChange } from './types';
