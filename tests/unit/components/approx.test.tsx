import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Approx } from '@/components/finance/approx';

const tick = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('Approx', () => {
  it('is an empty, hidden placeholder carrying the amount', () => {
    const div = document.createElement('div');
    div.innerHTML = renderToString(<Approx kes={12_500_000.4} perMonth="/month" />);
    const span = div.querySelector('span')!;
    expect(span.dataset.approx).toBe('12500000');
    expect(span.dataset.approxSuffix).toBe('/month');
    expect(span.hidden).toBe(true);
    expect(span.textContent).toBe('');
  });

  it("keeps the currency runtime's text through hydration and re-renders", async () => {
    const div = document.createElement('div');
    div.innerHTML = renderToString(<Approx kes={100} />);
    document.body.append(div);
    const span = div.querySelector('span')!;
    // The runtime ran before the island's chunk arrived.
    span.textContent = 'approx. US$1';
    span.hidden = false;
    const errors: unknown[] = [];
    const root = hydrateRoot(div, <Approx kes={100} />, {
      onRecoverableError: (error) => errors.push(error),
    });
    await tick();
    root.render(<Approx kes={200} />);
    await tick();
    expect(errors).toEqual([]);
    // React changed the amount (the runtime's observer then rewrites the text), nothing else.
    expect(span.dataset.approx).toBe('200');
    expect(span.textContent).toBe('approx. US$1');
    expect(span.hidden).toBe(false);
    root.unmount();
  });
});
