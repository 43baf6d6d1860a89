import { expect, test } from './helpers/test';
import { openSignedIn, orderToPayment, purchases } from './helpers/order';

// 001 §4: logging out on the confirm-order or payment screen goes back one page and reloads after 500 ms.
// The user menu is the accounts work; until that behaviour is merged this test fails by design (the
// menu still goes straight to /home).
test('logout on the payment screen goes back one page, then the login gate', async ({ page }) => {
  await openSignedIn(page, purchases.yearly);
  await orderToPayment(page);
  await page.getByRole('button', { name: /^账户菜单/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  // Back to the confirm page, reloaded without a session: the login page, asked to return there.
  await page.waitForURL((url) => url.pathname === '/login' && (url.searchParams.get('from') ?? '').startsWith('/application/confirmOrder?productId=48'));
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
});
