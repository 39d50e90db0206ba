/** The app's address locally: the default one follows the port it serves on (PORT=4000 npm start), a configured one is kept. */
export function localAppUrl(appUrl: string, port: number): string {
  return appUrl === 'http://localhost:3000' ? `http://localhost:${port}` : appUrl;
}
