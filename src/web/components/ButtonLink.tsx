import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

/**
 * A link inside the app that looks like a button: a real <a href> (open in a new tab works), with
 * client-side navigation on a plain click. Use instead of a Button inside a Link.
 */
export function ButtonLink({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const href = useHref(to);
  const handle = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button {...props} href={href} onClick={(e) => handle(e as MouseEvent<HTMLAnchorElement>)} />
  );
}
