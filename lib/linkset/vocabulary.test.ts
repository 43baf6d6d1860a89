import { linkTypeOf, linkTypeUri } from './vocabulary';

const site = 'https://id.example.cn';

describe('link types', () => {
  it('are keyed by their full URI', () => {
    expect(linkTypeUri('gs1:pip', site)).toBe('https://ref.gs1.org/voc/pip');
    expect(linkTypeUri('node:hasPart', site)).toBe('https://id.example.cn/voc/hasPart');
    expect(linkTypeUri('describedby', site)).toBe('describedby');
  });

  it('are asked for as CURIEs, full URIs (the old GS1 namespace too) or IANA names', () => {
    expect(linkTypeOf('gs1:recallStatus', site)).toBe('https://ref.gs1.org/voc/recallStatus');
    expect(linkTypeOf('https://gs1.org/voc/pip', site)).toBe('https://ref.gs1.org/voc/pip');
    expect(linkTypeOf('https://ref.gs1.org/voc/pip', site)).toBe('https://ref.gs1.org/voc/pip');
    expect(linkTypeOf('node:isPartOf', site)).toBe('https://id.example.cn/voc/isPartOf');
    expect(linkTypeOf('describedby', site)).toBe('describedby');
  });

  it('refuse what is none of these', () => {
    expect(linkTypeOf('gs1:', site)).toBeUndefined();
    expect(linkTypeOf('<script>', site)).toBeUndefined();
    expect(linkTypeOf('gs1:pip x', site)).toBeUndefined();
  });
});
