import { ToastContainer } from 'react-toastify';

/** The one toast container, configured per spec 9 / design 3. */
export default function ToastContainerConfigured() {
  return (
    <ToastContainer
      autoClose={15000}
      closeOnClick
      draggable
      hideProgressBar
      pauseOnHover
      theme="dark"
      position="top-right"
    />
  );
}
