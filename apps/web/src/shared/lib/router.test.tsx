import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, matchPath, MemoryRouter, Navigate, Route, Switch, useLocation, useNavigate, useParams } from './router';

afterEach(cleanup);

describe('matchPath', () => {
  it('gives the named parameters, undefined for an optional one the path leaves out', () => {
    expect(matchPath('/swap/:left?/:right?', '/swap/0:ab')).toEqual({ left: '0:ab', right: undefined });
    expect(matchPath('/swap/:left?/:right?', '/swap')).toEqual({ left: undefined, right: undefined });
  });

  it('matches without regard to case or a trailing slash, and decodes each parameter', () => {
    expect(matchPath('/gauges/calc', '/Gauges/CALC/')).toEqual({});
    expect(matchPath('/tokens/:address', '/tokens/0%3Aab')).toEqual({ address: '0:ab' });
  });

  it('matches the whole path only', () => {
    expect(matchPath('/pools/:address', '/pools/a/liquidity/add')).toBeNull();
    expect(matchPath('/dao', '/daox')).toBeNull();
  });
});

function Where() {
  const { pathname, search } = useLocation();
  const { id } = useParams();
  return (
    <p data-testid="where">
      {pathname}
      {search} id={id ?? '-'}
    </p>
  );
}

function Go() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/items/7?tab=b')}>
      go
    </button>
  );
}

describe('the router', () => {
  it('renders the first route that matches, follows links and navigation, and redirects', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/items/3">three</Link>
        <Go />
        <Switch>
          <Route path="/">
            <Navigate to="/items/1" replace />
          </Route>
          <Route path="/items/new">
            <p data-testid="where">new</p>
          </Route>
          <Route path="/items/:id">
            <Where />
          </Route>
        </Switch>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('where').textContent).toBe('/items/1 id=1');
    act(() => {
      fireEvent.click(screen.getByText('three'));
    });
    expect(screen.getByTestId('where').textContent).toBe('/items/3 id=3');
    expect(screen.getByText('three').getAttribute('href')).toBe('/items/3');
    act(() => {
      fireEvent.click(screen.getByText('go'));
    });
    expect(screen.getByTestId('where').textContent).toBe('/items/7?tab=b id=7');
  });
});
