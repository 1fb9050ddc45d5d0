/** Notification toasts close after 15 s (spec 9); a pending toast stays until its result replaces it. */
export const TOAST_AUTO_CLOSE = 15_000;
