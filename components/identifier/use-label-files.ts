'use client';
import { useEffect, useState } from 'react';
import { drawLabel, printDpi, printLayout, printSvg, withPngDpi, type LabelSizeMm } from '@/lib/identifier/print-qr';

export interface LabelFiles {
  /** Object URLs of the two downloads. */
  svg: string;
  png: string;
  widthPx: number;
  heightPx: number;
}

/** The PNG of a canvas, with the 300 dpi the label is drawn at written into it. */
function pngOf(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(async (blob) => {
      if (!blob) return reject(new Error('canvas gave no PNG'));
      const bytes = withPngDpi(new Uint8Array(await blob.arrayBuffer()), printDpi);
      resolve(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/png' }));
    }, 'image/png');
  });
}

/**
 * The label's SVG and PNG for one size, made in the browser when asked for (milliseconds of work), as
 * object URLs that are let go when the size changes or the dialog goes. Undefined while being made.
 */
export function useLabelFiles(url: string, identifier: string, size: LabelSizeMm): LabelFiles | 'failed' | undefined {
  const [made, setMade] = useState<{ size: LabelSizeMm; files: LabelFiles | 'failed' }>();
  useEffect(() => {
    let live = true;
    const urls: string[] = [];
    (async () => {
      const layout = printLayout(url, identifier, size);
      const canvas = document.createElement('canvas');
      canvas.width = layout.widthPx;
      canvas.height = layout.heightPx;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no canvas');
      drawLabel(ctx, layout);
      urls.push(URL.createObjectURL(new Blob([printSvg(layout, identifier)], { type: 'image/svg+xml' })));
      urls.push(URL.createObjectURL(await pngOf(canvas)));
      return { svg: urls[0], png: urls[1], widthPx: layout.widthPx, heightPx: layout.heightPx };
    })().then(
      (files) => live && setMade({ size, files }),
      () => live && setMade({ size, files: 'failed' }),
    );
    return () => {
      live = false;
      urls.forEach((u) => URL.revokeObjectURL(u));
    };
  }, [url, identifier, size]);
  return made?.size === size ? made.files : undefined;
}
