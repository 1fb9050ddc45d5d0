import { afterEach, describe, expect, it, vi } from 'vitest';
import { framePainted } from './framePainted';

afterEach(() => vi.restoreAllMocks());

describe('framePainted', () => {
  it('resolves at once in a hidden tab, which paints no frames', async () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    await framePainted({ visibilityState: 'hidden' });
    expect(frame).not.toHaveBeenCalled();
  });

  it('waits for the next frame and a task after it in a visible tab', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    let done = false;
    const painted = framePainted({ visibilityState: 'visible' }).then(() => (done = true));
    await new Promise((later) => setTimeout(later, 5));
    expect(done).toBe(false); // no frame yet
    frames[0](performance.now());
    expect(done).toBe(false); // the frame's callback runs before its paint
    await painted;
    expect(done).toBe(true);
  });
});
