import { keyFilePath } from '@/lib/search-push/indexnow';
import type { Step } from './pipeline';

// IndexNow's proof of ownership: the engine fetches `/{key}.txt` from the site and checks that it holds the
// key (lib/search-push/indexnow.ts names it as keyLocation). A step of the pipeline because no page route
// can match a file name made of the key; it answers before Next, for GET and HEAD of that one path.

export function indexNowKeyFile(key: string): Step {
  const filePath = keyFilePath(key);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.url?.split(/[?#]/)[0] !== filePath) return next();
    res.writeHead(200, {
      'content-type': 'text/plain; charset=utf-8',
      'content-length': Buffer.byteLength(key),
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : key);
  };
}
