import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from '@/i18n/en.json';
import { Stat } from './Stat';

afterEach(cleanup);

const inEnglish = (ui: ReactNode) =>
  render(
    <IntlProvider locale="en" messages={en}>
      <dl>{ui}</dl>
    </IntlProvider>,
  );

/** The lines of the stat's figure: the value's, then the change's when it has one. */
const lines = (testId: string) => [...screen.getByTestId(testId).querySelector('dd')!.children];

describe('Stat', () => {
  it('puts a change on its own line under the value', () => {
    inEnglish(<Stat label="token.stats.tvl" testId="s" value="$1.2M" change="2309.7" />);
    const [value, change] = lines('s');
    expect(value!.textContent).toBe('$1.2M');
    expect(value!.getAttribute('data-testid')).toBe('s-value');
    expect(change!.querySelector('[data-direction="up"]')?.textContent).toBe('+2 309.7%');
  });

  it('while loading, keeps the change line with a skeleton of its own (withChange)', () => {
    inEnglish(
      <>
        <Stat label="token.stats.tvl" testId="loading" change={undefined} withChange />
        <Stat label="token.stats.tvl" testId="loaded" value="$1" change="-4" withChange />
      </>,
    );
    const [value, change] = lines('loading');
    expect(value!.hasAttribute('data-skeleton')).toBe(true);
    expect(change!.querySelector('[data-skeleton]')).not.toBeNull();
    // the same line box as the figure that replaces it
    expect(change!.tagName).toBe(lines('loaded')[1]!.tagName);
    expect(change!.className).toBe(lines('loaded')[1]!.className);
  });

  it('a loaded stat whose change is missing shows a dash on the change line', () => {
    inEnglish(<Stat label="token.stats.tvl" testId="s" value="$1" withChange />);
    expect(lines('s')[1]!.textContent).toBe('—');
  });

  it('without a change it is one line', () => {
    inEnglish(<Stat label="token.stats.fees24h" testId="s" value="$3" />);
    expect(lines('s')).toHaveLength(1);
  });

  it('shows a figure with its symbol as one line, whole in its title; elements keep their own breaks', () => {
    inEnglish(
      <>
        <Stat label="pools.stats.locked" testId="figure" value="249.43K QUBE" />
        <Stat label="gauges.apr" testId="range" value={<span>1% – 2%</span>} />
      </>,
    );
    const figure = screen.getByTestId('figure-value');
    expect(figure.className).toContain('statFigure');
    expect(figure.title).toBe('249.43K QUBE');
    const range = screen.getByTestId('range-value');
    expect(range.className).toBe('');
    expect(range.hasAttribute('title')).toBe(false);
  });

  it('shows a note on a muted line of its own under the value, once the value is known', () => {
    inEnglish(
      <>
        <Stat label="token.stats.tvl" testId="noted" value="6.03K" note="85% of the votes" />
        <Stat label="token.stats.tvl" testId="waiting" note="85% of the votes" />
      </>,
    );
    const [value, note] = lines('noted');
    expect(value!.textContent).toBe('6.03K');
    expect(note!.textContent).toBe('85% of the votes');
    expect(note!.className).toContain('statNote');
    expect(screen.queryByTestId('waiting-note')).toBeNull();
  });

  it('marks the key figure with lead', () => {
    inEnglish(
      <>
        <Stat label="token.stats.tvl" testId="key" value="1" lead />
        <Stat label="token.stats.tvl" testId="other" value="2" />
      </>,
    );
    expect(screen.getByTestId('key').className).toContain('statLead');
    expect(screen.getByTestId('other').className).not.toContain('statLead');
  });
});
