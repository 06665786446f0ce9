import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import { DocumentHead } from './document-head';

describe('DocumentHead', () => {
  it('sets the title, description, keywords and favicon, and removes empty meta tags', () => {
    const icon = document.createElement('link');
    icon.rel = 'icon';
    icon.href = '/favicon.svg';
    document.head.append(icon);

    const { rerender } = renderUi(
      <DocumentHead
        title="Orders · Dealer Portal"
        description="Bikes for dealers"
        keywords="bikes"
        iconHref="/logo.svg"
      />,
    );
    expect(document.title).toBe('Orders · Dealer Portal');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe('Bikes for dealers');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="keywords"]')?.content).toBe('bikes');
    expect(icon.getAttribute('href')).toBe('/logo.svg');

    rerender(<DocumentHead title="b2b" description="" />);
    expect(document.title).toBe('b2b');
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });
});
