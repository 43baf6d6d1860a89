import { prefixUploadProblem } from './prefix-upload';

const file = (type: string, size: number, name = 'a.png') => ({ type, size, name });

describe('prefix image uploads (000 §5, §9)', () => {
  it('takes jpeg, png and bmp within the limits', () => {
    expect(prefixUploadProblem(file('image/png', 1_048_576), 'license')).toBeUndefined();
    expect(prefixUploadProblem(file('image/jpeg', 307_200), 'id')).toBeUndefined();
    expect(prefixUploadProblem(file('image/bmp', 1000), 'id')).toBeUndefined();
    expect(prefixUploadProblem(file('', 1000, 'scan.BMP'), 'id')).toBeUndefined();
  });

  it('names a refused type', () => {
    expect(prefixUploadProblem(file('image/gif', 100, 'a.gif'), 'license')).toBe('图片格式不能是gif');
    expect(prefixUploadProblem(file('application/pdf', 100, 'a.pdf'), 'license')).toBe('图片格式不能是pdf');
    expect(prefixUploadProblem(file('', 100, 'a.webp'), 'id')).toBe('图片格式不能是webp');
  });

  it('holds the licence to 1MB and each ID image to 300KB, and refuses empty files', () => {
    expect(prefixUploadProblem(file('image/png', 1_048_577), 'license')).toBe('图片大小不能超过1MB！');
    expect(prefixUploadProblem(file('image/bmp', 307_201), 'id')).toBe('图片大小不能超过300KB！');
    expect(prefixUploadProblem(file('image/png', 0), 'id')).toBe('文件内容为空，请重新选择图片');
  });
});
