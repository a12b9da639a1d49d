import { createDeviceId, platformPrefixFromUserAgent, resolveDeviceId } from '@matchday/core';
import { readStored, writeStored } from '@/shared/storage/storage';

/** The device id: from ?deviceId=, else stored, else new (spec §4, §9); kept for the next visit. */
export function ensureDeviceId(): string {
  const id = resolveDeviceId(
    [new URLSearchParams(window.location.search).get('deviceId'), readStored('deviceId')],
    () => createDeviceId(platformPrefixFromUserAgent(navigator.userAgent), Date.now(), Math.random),
  );
  writeStored('deviceId', id);
  return id;
}

/** A short client model for the clientModel header, e.g. "Chrome/131 Linux". */
export function clientModel(ua = navigator.userAgent): string {
  const browser = /(Edg|Chrome|Firefox|Version)\/(\d+)/.exec(ua);
  const os = /(Android|iPhone|iPad|Windows|Mac OS X|Linux)/.exec(ua);
  return [
    browser ? `${browser[1] === 'Version' ? 'Safari' : browser[1]}/${browser[2]}` : 'Browser',
    os?.[1] ?? 'Unknown',
  ].join(' ');
}
