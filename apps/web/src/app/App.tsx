import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers, type AppServices } from './Providers';
import { createAppRoutes } from './routes/appRoutes';

export function App({ services }: { services: AppServices }) {
  const [router] = useState(() => createBrowserRouter(createAppRoutes()));
  useEffect(() => {
    void services.wallet.init();
  }, [services.wallet]);
  return (
    <Providers services={services}>
      <RouterProvider router={router} />
    </Providers>
  );
}
