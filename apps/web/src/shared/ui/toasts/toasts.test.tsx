import { describe, expect, it } from 'vitest';
import ToastContainerConfigured from './ToastContainerConfigured';

describe('toast container', () => {
  it('is configured per spec: 15 s auto-close, close on click, draggable, no progress bar, pause on hover', () => {
    const element = ToastContainerConfigured();
    expect(element.props).toMatchObject({
      autoClose: 15000,
      closeOnClick: true,
      draggable: true,
      hideProgressBar: true,
      pauseOnHover: true,
    });
  });
});
