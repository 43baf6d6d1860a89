// The version (ETag) each identifier page carries, for benches that ask a portal again with
// If-None-Match as nginx does. A fresh render goes out without validators (decision 0054); the copy it
// left in the cache has them, so a page is read again until one comes (at most four times).

export async function pageVersions(origin: string, paths: string[], concurrency: number): Promise<Map<string, string>> {
  const versions = new Map<string, string>();
  let next = 0;
  const read = async () => {
    while (next < paths.length) {
      const path = paths[next++];
      for (let attempt = 0; attempt < 4 && !versions.has(path); attempt++) {
        const response = await fetch(origin + path);
        await response.arrayBuffer();
        const etag = response.headers.get('etag');
        if (etag) versions.set(path, etag);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, paths.length) }, read));
  return versions;
}
