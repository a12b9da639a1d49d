/** hls.js ships no types for its light build; its API is the full build's, less the features it leaves out. */
declare module 'hls.js/light' {
  export { default } from 'hls.js';
  export * from 'hls.js';
}
