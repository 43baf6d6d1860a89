import { formatYuan } from '@/core/format/price';

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export interface SandboxView {
  token: string;
  orderCode: string;
  productName: string;
  channel: string;
  amountCents: number;
  /** pending shows the two buttons; anything else says how the attempt ended. */
  status: string;
  note?: string;
}

const channelName: Record<string, string> = { wechat: '微信支付', online: '在线支付' };
const ended: Record<string, string> = { paid: '支付成功', failed: '支付失败', closed: '该支付已关闭' };

/**
 * The sandbox's page for one attempt: plain HTML with two forms, no script, so it works under the
 * portal's CSP and on any phone that scans the code. It names the portal's icon (app/icon.svg; the page is
 * served at the portal's /api/pay-sandbox): without one the browser asks for /favicon.ico, which the
 * portal does not have, and logs the 404 as a console error (issue 39 item 11).
 */
export function sandboxPage(view: SandboxView): string {
  const actions =
    view.status === 'pending'
      ? `<form method="post" action="${escape(view.token)}/pay"><button class="pay" type="submit">确认支付</button></form>
         <form method="post" action="${escape(view.token)}/fail"><button class="fail" type="submit">支付失败</button></form>`
      : `<p class="result ${escape(view.status)}" role="status">${escape(ended[view.status] ?? view.status)}</p>`;
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>支付沙箱</title>
<link rel="icon" href="/icon.svg" type="image/svg+xml">
<style>
body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;margin:0;background:#f4f6fa;color:#1f2937}
main{max-width:420px;margin:32px auto;padding:24px;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 8px}.banner{background:#fff7e6;color:#8a5a00;padding:8px 12px;border-radius:8px;font-size:14px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:20px 0}dt{color:#6b7280}dd{margin:0;word-break:break-all}
.amount{font-size:24px;font-weight:700;color:#d4380d}form{display:inline-block;margin-right:12px}
button{font-size:16px;padding:10px 24px;border-radius:8px;border:0;cursor:pointer}.pay{background:#1456d9;color:#fff}.fail{background:#e5e7eb}
.result{font-size:18px;font-weight:600}.paid{color:#15803d}.failed,.closed{color:#b91c1c}.note{color:#6b7280}
</style></head>
<body><main>
<h1>支付沙箱</h1>
<p class="banner">演示环境：此页面模拟支付平台，不会产生真实扣款。</p>
<dl><dt>订单编号</dt><dd>${escape(view.orderCode)}</dd><dt>商品</dt><dd>${escape(view.productName)}</dd>
<dt>支付方式</dt><dd>${escape(channelName[view.channel] ?? view.channel)}</dd>
<dt>支付金额</dt><dd class="amount">${escape(formatYuan(view.amountCents / 100))}</dd></dl>
${actions}
${view.note ? `<p class="note">${escape(view.note)}</p>` : ''}
</main></body></html>`;
}
