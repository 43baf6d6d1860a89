import { emptyPrefixForm } from '@/lib/validation/prefix';
import { draftKey, draftToRestore, isBlankDraft, parseDraft, serializeDraft, type Draft } from './draft';

const stored = { fileName: `${'d'.repeat(32)}.jpg`, url: `/api/prefix/files/${'d'.repeat(32)}.jpg`, name: '营业执照.jpg' };

describe('the draft kept in the browser', () => {
  it('keeps what was typed and the images by name, never the slider proof', () => {
    const form = { ...emptyPrefixForm(), name: '南京云帆', prefixNumber: '5208', licenseImg: stored, captcha: { scene: 'nc_other', sessionId: 's', sig: 'g', token: 't' } };
    const raw = serializeDraft(form, true, 1000);
    expect(raw).not.toContain('"token"');
    expect(raw).not.toContain('data:');
    expect(parseDraft(raw)).toEqual({ refill: true, savedAt: 1000, form: { ...form, captcha: null } });
  });

  it('drops what it cannot trust: broken JSON, another version, data URLs instead of stored names', () => {
    expect(parseDraft(null)).toBeUndefined();
    expect(parseDraft('{oops')).toBeUndefined();
    expect(parseDraft(JSON.stringify({ version: 99, refill: false, savedAt: 1, form: {} }))).toBeUndefined();
    const withDataUrl = JSON.parse(serializeDraft({ ...emptyPrefixForm(), licenseImg: stored }, false));
    withDataUrl.form.licenseImg.url = 'data:image/png;base64,AAAA';
    withDataUrl.form.companyType = '9';
    const parsed = parseDraft(JSON.stringify(withDataUrl))!;
    expect(parsed.form.licenseImg).toBeNull();
    expect(parsed.form.companyType).toBe('4');
  });

  it('knows a blank form and keys drafts per user', () => {
    expect(isBlankDraft(emptyPrefixForm(), emptyPrefixForm())).toBe(true);
    expect(isBlankDraft({ ...emptyPrefixForm(), liaison: '周' }, emptyPrefixForm())).toBe(false);
    expect(draftKey('12')).toBe('idportal.prefixDraft.12');
  });
});

describe('which draft comes back on arrival (issue 39 item 8)', () => {
  const img = (c: string) => ({ fileName: `${c.repeat(32)}.png`, url: `/api/prefix/files/${c.repeat(32)}.png`, name: `${c}.png` });
  // A re-fill of application 7 as stored and read back: typed text and the images by name.
  const refill7: Draft = parseDraft(serializeDraft({ ...emptyPrefixForm(), id: 7, name: '无锡启明电子科技有限公司（新）', liaisonPhone: '13900000009', licenseImg: img('a'), idImages: { face: img('b'), back: img('c') } }, true))!;

  it('brings a re-fill back to the application it was typed for, images included, while it can be re-filled', () => {
    for (const stage of ['rejected', 'review'] as const) {
      const restored = draftToRestore(refill7, stage, 7);
      expect(restored?.refill).toBe(true);
      expect(restored?.form).toMatchObject({ id: 7, name: '无锡启明电子科技有限公司（新）', liaisonPhone: '13900000009', licenseImg: img('a'), idImages: { face: img('b'), back: img('c') } });
    }
  });

  it('never puts a re-fill typed for another application on this one', () => {
    expect(draftToRestore(refill7, 'rejected', 8)).toBeUndefined();
    expect(draftToRestore(refill7, 'rejected', null)).toBeUndefined();
  });

  it('drops a re-fill once approved and a new application beside an existing one; with no application, the typing is a new one', () => {
    expect(draftToRestore(refill7, 'approved', 7)).toBeUndefined();
    expect(draftToRestore({ ...refill7, refill: false }, 'rejected', 7)).toBeUndefined();
    expect(draftToRestore(refill7, 'none', null)).toMatchObject({ refill: false, form: { id: null, name: '无锡启明电子科技有限公司（新）' } });
  });

  it('cuts a text typed beyond its stored length instead of losing all of it', () => {
    const long = '南'.repeat(250);
    expect(parseDraft(serializeDraft({ ...emptyPrefixForm(), name: long }, false))?.form.name).toBe(long.slice(0, 200));
  });
});
