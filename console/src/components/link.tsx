// A link between console pages: followed without reloading the page (which would end the
// session), unless the reader asks for a new tab or window.
import type { ComponentChildren } from 'preact';
import { navigate } from '../router.js';

interface LinkProps {
  href: string;
  children: ComponentChildren;
  class?: string;
  current?: boolean;
}

export function Link({ href, children, class: className, current }: LinkProps) {
  const follow = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} class={className} aria-current={current ? 'page' : undefined} onClick={follow}>
      {children}
    </a>
  );
}
