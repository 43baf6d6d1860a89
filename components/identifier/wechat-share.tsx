'use client';
import { useEffect } from 'react';
import { wechatSdkUrl } from '@/lib/wechat-share/sdk';

interface ShareCard {
  title: string;
  desc: string;
  imgUrl: string;
}

interface Wx {
  config(options: Record<string, unknown>): void;
  ready(callback: () => void): void;
  updateAppMessageShareData(card: ShareCard & { link: string }): void;
  updateTimelineShareData(card: { title: string; link: string; imgUrl: string }): void;
}

/**
 * The card of a page shared in WeChat (issue 63): in WeChat's browser only, after the page has loaded, the
 * JS-SDK comes from WeChat, the portal signs the page's address, and the card gets the product's name, its
 * maker and recall state, and its picture. Anywhere else nothing loads; a failure leaves WeChat's default.
 */
export function WeChatShare({ title, desc, imgUrl }: ShareCard) {
  useEffect(() => {
    const card = { title, desc, imgUrl };
    if (!/MicroMessenger/i.test(navigator.userAgent)) return;
    let cancelled = false;
    const start = async () => {
      const link = window.location.href.split('#')[0]!;
      const [answer] = await Promise.all([fetch(`/api/wechat/share?url=${encodeURIComponent(link)}`).then((r) => (r.ok ? r.json() : null)), loadSdk()]);
      const wx = (window as unknown as { wx?: Wx }).wx;
      if (cancelled || !answer?.data || !wx) return;
      const { appId, timestamp, nonceStr, signature } = answer.data as Record<string, string | number>;
      wx.config({ debug: false, appId, timestamp, nonceStr, signature, jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] });
      wx.ready(() => {
        wx.updateAppMessageShareData({ ...card, link });
        wx.updateTimelineShareData({ title: `${card.title} - ${card.desc}`, link, imgUrl: card.imgUrl });
      });
    };
    const run = () => void start().catch(() => undefined);
    if (document.readyState === 'complete') run();
    else window.addEventListener('load', run, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', run);
    };
  }, [title, desc, imgUrl]);
  return null;
}

function loadSdk(): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = wechatSdkUrl;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('WeChat JS-SDK did not load'));
    document.head.appendChild(script);
  });
}
