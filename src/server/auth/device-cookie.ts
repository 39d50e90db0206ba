import 'server-only';
import { cookies } from 'next/headers';
import { z } from 'zod';
import type { TDeviceStore } from './types';
import type { TSealer } from './seal';

const DEVICE_COOKIE = 'rumbo-devices';
const ONE_YEAR = 365 * 24 * 60 * 60;
const ZDevices = z.record(z.string(), z.object({ deviceKey: z.string(), deviceGroupKey: z.string(), randomPassword: z.string() }));

/** Remembered devices in a sealed, http-only cookie that outlives sign-out (per browser, per login). */
export function cookieDeviceStore(sealer: TSealer, secure: boolean): TDeviceStore {
  async function read() {
    const parsed = ZDevices.safeParse(await sealer.open('device', (await cookies()).get(DEVICE_COOKIE)?.value));
    return parsed.success ? parsed.data : {};
  }
  async function write(devices: z.infer<typeof ZDevices>) {
    const jar = await cookies();
    if (!Object.keys(devices).length) return void jar.delete(DEVICE_COOKIE);
    jar.set(DEVICE_COOKIE, await sealer.seal('device', devices, ONE_YEAR), { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: ONE_YEAR });
  }
  return {
    get: async (username) => (await read())[username],
    remember: async (username, device) => write({ ...(await read()), [username]: device }),
    forget: async (username) => {
      const { [username]: _forgotten, ...rest } = await read();
      await write(rest);
    },
  };
}
