import { identifierSignposts, linkHeader } from './signposting';

describe('the signposts of an identifier page', () => {
  const signposts = identifierSignposts('88.365.1/DEMO 01', 'https://id.example.cn');

  it('cite the canonical address and point at the JSON, the Handle record, the linkset, the labels and the type', () => {
    expect(signposts.map((s) => s.rel)).toEqual(['cite-as', 'describedby', 'describedby', 'linkset', 'item', 'item', 'item', 'type']);
    expect(signposts[0]!.href).toBe('https://id.example.cn/product_scene/88.365.1/DEMO%2001');
    expect(signposts.find((s) => s.rel === 'linkset')).toEqual({ href: 'https://id.example.cn/product_scene/88.365.1/DEMO%2001?linkType=linkset', rel: 'linkset', type: 'application/linkset+json' });
  });

  it('make one RFC 8288 Link header', () => {
    expect(linkHeader(signposts.slice(0, 2))).toBe(
      '<https://id.example.cn/product_scene/88.365.1/DEMO%2001>; rel="cite-as", <https://id.example.cn/api/identifier/json/88.365.1/DEMO%2001>; rel="describedby"; type="application/json"',
    );
  });
});
