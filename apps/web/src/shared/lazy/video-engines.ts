/** The one place importing the video players (house rule 13): both are large, so only the live room loads them, on demand. */
export async function loadMpegts() {
  return (await import('mpegts.js')).default;
}

export async function loadHls() {
  // The light build: no subtitles, alternate audio or DRM, which live rooms do not use (about 200 KB less).
  return (await import('hls.js/light')).default;
}
