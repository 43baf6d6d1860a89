import { avatarLimitBytes, avatarProblem, imageTypeProblem } from './image';

describe('avatar checks', () => {
  it('accepts jpeg, png and bmp under 1 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/bmp']) expect(avatarProblem({ type, size: 200_000 })).toBeUndefined();
    expect(avatarProblem({ type: 'image/png', size: avatarLimitBytes - 1 })).toBeUndefined();
  });

  it('names a refused format', () => {
    expect(avatarProblem({ type: 'image/gif', size: 10 })).toBe('图片格式不能是gif');
    expect(avatarProblem({ type: 'application/pdf', size: 10 })).toBe('图片格式不能是pdf');
    expect(imageTypeProblem('')).toBe('未知');
    expect(imageTypeProblem('image/heic')).toBe('heic');
    expect(imageTypeProblem('application/x-msdownload')).toBe('未知');
    expect(imageTypeProblem('image/svg+xml')).toBe('svg');
  });

  it('refuses 1 MB and more', () => {
    expect(avatarLimitBytes).toBe(1_048_576);
    expect(avatarProblem({ type: 'image/jpeg', size: avatarLimitBytes })).toBe('图片大小不能超过1M');
  });
});
