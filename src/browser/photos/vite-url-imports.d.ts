// Vite's `?url` import of the library's UMD build, typed here too because sw/tsconfig.json (WebWorker lib, no
// vite/client types) also compiles src/browser. An exact module name wins over vite/client's '*?url' pattern.
declare module 'browser-image-compression/dist/browser-image-compression.js?url' {
  const url: string;
  export default url;
}
