import { BffError } from '../errors/bffError.js';

/** Why making a variant failed; the metrics and the log tell them apart. */
export class PictureError extends BffError {
  override name = 'PictureError';
}

export const pictureTooLarge = (detail: string, cause?: unknown): PictureError =>
  new PictureError(
    413,
    'PAYLOAD_TOO_LARGE',
    { en: `The picture is too large to resize (${detail})`, zh: `图片过大，无法缩放（${detail}）` },
    { cause },
  );

export const pictureUnreadable = (cause?: unknown): PictureError =>
  new PictureError(
    502,
    'BAD_UPSTREAM_RESPONSE',
    { en: 'The CMS sent a picture that cannot be read', zh: '内容服务提供的图片无法读取' },
    { cause },
  );

/**
 * The picture worker stopped while it had the job (a crash, or killed for its memory): the BFF's fault, not
 * the CMS's; a new worker takes the next job, so the request may be tried again.
 */
export const pictureWorkerStopped = (cause?: unknown): PictureError =>
  new PictureError(
    503,
    'INTERNAL',
    { en: 'The picture could not be prepared just now; try again shortly', zh: '图片暂时无法处理，请稍后再试' },
    { cause },
  );

export const picturesBusy = (): PictureError =>
  new PictureError(503, 'BUSY', {
    en: 'Too many pictures are being prepared; try again shortly',
    zh: '正在处理的图片过多，请稍后再试',
  });
