/** Vitest global setup of the node project: the run's directory for the shared seeded network (seeded-network.ts). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'tycho-seeded-network-'));
  project.provide('seededNetworkDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
