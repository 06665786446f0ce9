// The photo pipeline: import it lazily (`await import('…/browser/photos')`) where a file is picked, so the
// compression library (~20 KB gzip) stays out of the route chunks until it is needed.
export { AttachmentError, isAttachmentError, type AttachmentErrorCode } from './attachment-error';
export { readJpegInfo, type JpegInfo } from './jpeg-segments';
export { prepareAttachment, type PreparedAttachment } from './prepare-attachment';
export { PHOTO_SETTINGS, preparePhoto, type PreparedPhoto, type PreparePhotoOptions } from './prepare-photo';
export { checkPickedFile, sniffContentType, type SniffedContentType } from './sniff';
export { makeThumbnail, THUMBNAIL_WIDTH, thumbnailUrl, type Thumbnail } from './thumbnail';
