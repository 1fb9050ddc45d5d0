import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, type Location } from '@/shared/lib/router';
import { createLocaleStore } from '@/i18n';
import { WalletController, type WalletBackend } from '@/shared/chain';
import { AppRoutes } from '../routes/appRoutes';
import type { AppRoute } from '../routes/routeTable';
import { createQueryClient, Providers, type AppServices } from '../Providers';

export interface RenderAppOptions {
  path?: string;
  routes?: readonly AppRoute[];
  backend?: WalletBackend | null;
  /** Replaces `backend`: how the wallet check finds the provider (e.g. a promise the test settles later). */
  loadBackend?: () => Promise<WalletBackend | null>;
}

/** Where the router currently is (updated on every render of the router's children). */
export interface LocationRef {
  current: Location | null;
}

function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => {
    onChange(location);
  }, [location, onChange]);
  return null;
}

/** Render the whole app (providers, layout, routes) at a path, in memory. */
export function renderApp({ path = '/', routes, backend = null, loadBackend }: RenderAppOptions = {}) {
  const services: AppServices = {
    queryClient: createQueryClient(),
    localeStore: createLocaleStore(window.localStorage, window),
    wallet: new WalletController({ loadBackend: loadBackend ?? (async () => backend), minVersion: '0.3.40' }),
  };
  const location: LocationRef = { current: null };
  void services.wallet.init();
  const result = render(
    <Providers services={services}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe
          onChange={(current) => {
            location.current = current;
          }}
        />
        <AppRoutes routes={routes} />
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, location, services };
}
