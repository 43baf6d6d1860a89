import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { messages } from '@/core/messages';
import { paths } from '@/lib/routes';
import { ConsoleOrdersButton } from './console-orders-button';
import { CountdownRedirect } from './countdown-redirect';

/** 001 §9: the result page waits 15 s, then the console's order list. */
export const payResultCountdownSeconds = 15;

/**
 * Where the payment result leads (001 §2, §9): with a configured console, a 15-second countdown to its
 * order list and the link there; without one (CONSOLE_URL unset) there is nowhere to count down to, and
 * the page stays with the ways back into the portal (issue 19 item 3). `payAgain` is the payment page of
 * an order still to be paid.
 */
export function payResultWays({ consoleOrders, payAgain }: { consoleOrders: string | null; payAgain: string | null }): { countdown?: ReactNode; actions: ReactNode } {
  const again = payAgain ? (
    <Button variant="outlined" href={payAgain}>
      {messages.backToPay}
    </Button>
  ) : null;
  if (consoleOrders) {
    return {
      countdown: <CountdownRedirect seconds={payResultCountdownSeconds} href={consoleOrders} template={messages.countdownConsole} />,
      actions: (
        <>
          <ConsoleOrdersButton href={consoleOrders} />
          {again}
        </>
      ),
    };
  }
  return {
    actions: (
      <>
        <Button variant="contained" href={paths.marketList}>
          {messages.backToApps}
        </Button>
        {again}
        <Button variant="outlined" href="/home">
          {messages.backHome}
        </Button>
      </>
    ),
  };
}
