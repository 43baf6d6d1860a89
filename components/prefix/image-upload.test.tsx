import { messages } from '@/core/messages';
import { renderHtml } from '@/scripts/test/render-html';
import { UploadStatusText } from './image-upload';

// Issue 39 item 13: 上传出错 (000 §8 "the default upload error text is 'Upload error'") was never shown;
// a failed upload's item read 上传失败, the words of the message below it.

const label = '营业执照';
const statusOf = async (status: Parameters<typeof UploadStatusText>[0]['status']) => {
  const screen = await renderHtml(<UploadStatusText label={label} status={status} />);
  const found = screen.queryAllByRole('status', { name: `${label}上传状态` });
  return found.length ? screen.textOf(found[0]) : null;
};

describe('an upload item’s status', () => {
  it('reads 上传出错 when the upload failed', async () => {
    expect(await statusOf('error')).toBe(messages.uploadError);
    expect(messages.uploadError).toBe('上传出错');
  });

  it('reads the other statuses of 000 §4, and nothing before a file is chosen', async () => {
    expect(await statusOf('uploading')).toBe('上传中');
    expect(await statusOf('done')).toBe('上传成功');
    expect(await statusOf('removed')).toBe('已移除');
    expect(await statusOf('idle')).toBeNull();
  });
});
