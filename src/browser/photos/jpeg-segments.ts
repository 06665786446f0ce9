// The header reader lives in src/shared/files/image-size.ts, so the server reads photo sizes with the same code.
export { readJpegInfo, type JpegInfo } from '../../shared/files/image-size';
