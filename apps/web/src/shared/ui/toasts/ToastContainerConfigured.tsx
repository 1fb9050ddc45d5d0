import { ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE } from './toastOptions';

/** The one toast container, configured per spec 9 / design 3. */
export default function ToastContainerConfigured() {
  return (
    <ToastContainer
      autoClose={TOAST_AUTO_CLOSE}
      closeOnClick
      draggable
      hideProgressBar
      pauseOnHover
      theme="dark"
      position="top-right"
      // below the header's first row: a toast that stays (the upgrade notice) must not hide the wallet menu
      style={{ top: '4rem' }}
    />
  );
}
