type Listener = () => void;

let requested = false;
const listeners = new Set<Listener>();

/**
 * Whether the toast container is wanted yet. It is requested by the first notification (or by a connected wallet,
 * see ToastHost) and stays mounted afterwards; until then react-toastify is not downloaded at all.
 */
export const toastContainerRequest = {
  isRequested: (): boolean => requested,
  request(): void {
    if (requested) return;
    requested = true;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
