// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { FactList, type FactListProps } from './FactList';

const FACTS = [
  { label: 'Status', value: 'Paid' },
  { label: 'Total', value: <strong>$12.00</strong> },
];

/** Each `<dt>` with the text of the `<dd>` that follows it, in the list's order. */
function pairs(list: HTMLElement): [string, string][] {
  return [...list.querySelectorAll('dt')].map((term) => [
    term.textContent ?? '',
    term.nextElementSibling?.tagName === 'DD' ? (term.nextElementSibling.textContent ?? '') : '',
  ]);
}

afterEach(cleanup);

describe('FactList', () => {
  const layouts: Partial<FactListProps>[] = [
    { layout: 'grid', cols: 2 },
    { layout: 'grid', framed: true },
    { layout: 'rows', spread: true, labelWidth: 120 },
    { layout: 'inline' },
    { layout: 'plain', className: 'terms' },
  ];
  it.each(layouts)('reads each value with its name in a description list (%o)', (props) => {
    const { container } = renderUi(<FactList facts={FACTS} {...props} />);
    const list = container.querySelector('dl');
    expect(list).not.toBeNull();
    expect(pairs(list as HTMLElement)).toEqual([
      ['Status', 'Paid'],
      ['Total', '$12.00'],
    ]);
    expect(container.querySelectorAll('dl')).toHaveLength(1);
  });

  it('names the list by a heading and styles its parts by class', () => {
    const { container } = renderUi(
      <>
        <h2 id="bank">Bank</h2>
        <FactList
          facts={FACTS}
          aria-labelledby="bank"
          className="fields"
          factClassName="field"
          valueProps={{ className: 'value' }}
        />
      </>,
    );
    const list = container.querySelector('dl') as HTMLElement;
    expect(list.getAttribute('aria-labelledby')).toBe('bank');
    expect(list.classList.contains('fields')).toBe(true);
    expect(list.querySelectorAll('.field')).toHaveLength(2);
    expect(screen.getByText('Paid').classList.contains('value')).toBe(true);
  });

  it('puts each fact in a card when framed, and nothing around it otherwise', () => {
    const framed = renderUi(<FactList facts={FACTS} framed />);
    expect(framed.container.querySelectorAll('dl > .mantine-Paper-root')).toHaveLength(2);
    cleanup();
    const plain = renderUi(<FactList facts={FACTS} />);
    expect(plain.container.querySelectorAll('.mantine-Paper-root')).toHaveLength(0);
  });
});
