import type { TDeviceMetadata } from '../clients/identity';

/**
 * What the server knows about the caller; tokens never leave the server. `sessionId` and
 * `signedInAt` (ms) are set at sign-in, so a session can be ended (ended-sessions.ts) and its age known.
 */
export type TSession = { email: string; accessToken?: string; refreshToken?: string; sessionId?: string; signedInAt?: number } | null;

/** Remembered devices per login (a sealed, long-lived cookie in the app; a map in tests). */
export type TDeviceStore = {
  get(username: string): Promise<TDeviceMetadata | undefined>;
  remember(username: string, device: TDeviceMetadata): Promise<void>;
  forget(username: string): Promise<void>;
};

/** Per-request facts the identity flows need: the caller's address and its remembered devices. */
export type TRequestInfo = { address: string; devices: TDeviceStore };

/** Devices remembered for this context only (server-side calls and tests). */
export function memoryDeviceStore(): TDeviceStore {
  const devices = new Map<string, TDeviceMetadata>();
  return {
    get: async (username) => devices.get(username),
    remember: async (username, device) => void devices.set(username, device),
    forget: async (username) => void devices.delete(username),
  };
}
