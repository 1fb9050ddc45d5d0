import { prepareNetwork } from './network-template';

// The shared servers' first step (playwright.config.ts): DATA_DIR becomes a copy of the run's seeded network.
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is not set');
await prepareNetwork(dataDir);
