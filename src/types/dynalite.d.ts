declare module 'dynalite' {
  import type { Server } from 'node:http';
  function dynalite(options?: { path?: string; createTableMs?: number; deleteTableMs?: number; updateTableMs?: number }): Server;
  export default dynalite;
}
