import { useEffect } from 'react';

interface DocumentHeadProps {
  title: string;
  description?: string | undefined;
  keywords?: string | undefined;
  /** The favicon: the host's logo. */
  iconHref?: string | undefined;
}

function setMeta(name: string, content: string | undefined): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!content) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

function setIcon(href: string | undefined): void {
  if (!href) return;
  const element = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (element && element.getAttribute('href') !== href) element.href = href;
}

/** The tab title, meta description and keywords and the favicon from the host config (spec 01 §3). */
export function DocumentHead({ title, description, keywords, iconHref }: DocumentHeadProps) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    setMeta('description', description);
    setMeta('keywords', keywords);
  }, [description, keywords]);
  useEffect(() => {
    setIcon(iconHref);
  }, [iconHref]);
  return null;
}
