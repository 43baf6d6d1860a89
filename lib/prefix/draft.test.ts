import { emptyPrefixForm } from '@/lib/validation/prefix';
import { draftKey, isBlankDraft, parseDraft, serializeDraft } from './draft';

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
