import Button, { type ButtonProps } from '@mui/material/Button';
import { orderMessages } from '@/core/messages/order';

/**
 * 前往订单列表: the console's order list, another site (CONSOLE_URL), so a plain link. Through next/link
 * (the theme's default for `href` buttons) this portal's router would prefetch it and route to it as one
 * of its own pages: a 404 in the console where the console shares the portal's origin (issue 39 item 11).
 */
export function ConsoleOrdersButton({ href, variant = 'contained' }: { href: string; variant?: ButtonProps['variant'] }) {
  return (
    <Button variant={variant} href={href} LinkComponent="a">
      {orderMessages.goConsoleOrders}
    </Button>
  );
}
