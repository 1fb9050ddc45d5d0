import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createLocaleStore } from '../../i18n';
import { WalletController, type WalletBackend } from '../../shared/chain';
import { createAppRoutes } from '../routes/appRoutes';
import type { AppRoute } from '../routes/routeTable';
import { createQueryClient, Providers, type AppServices } from '../Providers';

export interface RenderAppOptions {
  path?: string;
  routes?: readonly AppRoute[];
  backend?: WalletBackend | null;
}

/** Render the whole app (providers, layout, routes) at a path, in memory. */
export function renderApp({ path = '/', routes, backend = null }: RenderAppOptions = {}) {
  const services: AppServices = {
    queryClient: createQueryClient(),
    localeStore: createLocaleStore(window.localStorage, window),
    wallet: new WalletController({ loadBackend: async () => backend, minVersion: '0.3.40' }),
  };
  const router = createMemoryRouter(createAppRoutes(routes), { initialEntries: [path] });
  void services.wallet.init();
  const result = render(
    <Providers services={services}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, services };
}
