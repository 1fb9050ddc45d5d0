import { describe, expect, it } from 'vitest';
import { SERVER_ALLOCATOR_ENV, serverEnv } from './server-env.mjs';

describe('serverEnv', () => {
  it('adds the allocator settings to the environment the server is spawned with', () => {
    const env = serverEnv({ PORT: '4000' });
    expect(env).toEqual({ PORT: '4000', MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' });
    expect(SERVER_ALLOCATOR_ENV).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' });
  });

  it('keeps a setting the caller chose', () => {
    expect(serverEnv({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
  });
});
