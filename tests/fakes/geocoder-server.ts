/**
 * Runs the Nominatim fake (./geocoder-fake) as a process for the e2e web server (playwright.config.ts
 * starts it and points `GEOCODER_URL` at it): `npx tsx tests/fakes/geocoder-server.ts <port>`. It answers
 * `GET /status` with 200 (Nominatim's status call) so Playwright knows it is up.
 * @module
 */
import { startGeocoderFake } from './geocoder-fake';

const port = Number(process.argv[2] ?? 3190);
const fake = await startGeocoderFake(port);
console.log(`Geocoder fake (Nominatim) at ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
