import { useEffect } from 'react';
import { BrowserRouter } from '@/shared/lib/router';
import { Providers, type AppServices } from './Providers';
import { AppRoutes } from './routes/appRoutes';

export function App({ services }: { services: AppServices }) {
  useEffect(() => {
    void services.wallet.init();
  }, [services.wallet]);

  return (
    <Providers services={services}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
