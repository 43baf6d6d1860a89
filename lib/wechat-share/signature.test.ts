import { shareSignature, signableUrl } from './signature';

describe('the JS-SDK signature', () => {
  it("is WeChat's own worked example's (JS-SDK 说明文档, 附录1)", () => {
    expect(
      shareSignature({
        ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        nonceStr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });
});

describe('the address to sign', () => {
  const site = 'https://id.example.cn';

  it('is a page of this site, without its fragment', () => {
    expect(signableUrl('https://id.example.cn/product_scene/88.365.1/DEMO0001?from=singlemessage#scene-tab-2', site)).toBe('https://id.example.cn/product_scene/88.365.1/DEMO0001?from=singlemessage');
  });

  it('refuses any other site, a look-alike host and what is no address', () => {
    for (const asked of ['https://evil.example/x', 'https://id.example.cn.evil.example/', 'http://id.example.cn/', 'javascript:alert(1)', '', null]) {
      expect(signableUrl(asked, site)).toBeUndefined();
    }
  });
});
