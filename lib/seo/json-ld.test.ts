import { serializeJsonLd } from './json-ld';

describe('serializeJsonLd', () => {
  it('cannot close the script element it sits in', () => {
    const text = serializeJsonLd({ '@type': 'Article', headline: '</script><script>alert(1)</script>' });
    expect(text).not.toMatch(/[<>]/);
    expect(JSON.parse(text).headline).toBe('</script><script>alert(1)</script>');
  });

  it('escapes ampersands and the two JavaScript line terminators, keeping the data the same', () => {
    const data = { name: 'R&D \u2028 line \u2029 para', list: [1, 'a<b'] };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
  });

  it('keeps Chinese text readable', () => {
    expect(serializeJsonLd({ name: '标识解析' })).toBe('{"name":"标识解析"}');
  });
});
