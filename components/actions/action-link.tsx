import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { actionClass, type ActionLook } from './action-class';

interface ActionLinkProps extends ActionLook {
  href: string;
  children: ReactNode;
  'aria-label'?: string;
  /** A file to save rather than a page to open. */
  download?: boolean;
}

/** A link that looks like a button; a server component, so it adds no client code to the page. */
export function ActionLink({ href, children, download, 'aria-label': label, ...look }: ActionLinkProps) {
  const className = actionClass(look);
  if (download) {
    return (
      <a href={href} download className={className} aria-label={label}>
        {children}
      </a>
    );
  }
  return (
    <NextLink href={href} className={className} aria-label={label}>
      {children}
    </NextLink>
  );
}
