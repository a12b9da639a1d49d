/** The one place that may import eruda (spec §2: loaded only after the 6-second long press). */
export async function openDebugConsole(): Promise<void> {
  const { default: eruda } = await import('eruda');
  eruda.init();
  eruda.show();
}
