import { accessSync, constants, statSync } from 'node:fs';
import { runCommand } from './run-step.mjs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
export const INSTALL_HINT = 'sudo apt-get install -y chromium';

/** @param {string | undefined} file */
export function isExecutableFile(file) {
  if (!file) return false;
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The Chromium to test with: CHROME_PATH when it is an executable file, else
 * /usr/bin/chromium when present, else null.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string | null}
 */
export function findChromium(env = process.env) {
  if (isExecutableFile(env.CHROME_PATH)) return env.CHROME_PATH;
  if (isExecutableFile(DEFAULT_CHROMIUM)) return DEFAULT_CHROMIUM;
  return null;
}

/**
 * Finds Chromium, installing Debian's package when missing and running as root.
 * Throws (with the command to run) when it is missing and we are not root.
 * Never downloads a Playwright browser.
 * @returns {Promise<string>} the executable's path
 */
export async function ensureChromium() {
  if (process.env.CHROME_PATH && !isExecutableFile(process.env.CHROME_PATH)) {
    console.warn(`CHROME_PATH=${process.env.CHROME_PATH} is not an executable file; ignoring it.`);
  }
  const found = findChromium();
  if (found) return found;

  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is not installed (looked at CHROME_PATH and ${DEFAULT_CHROMIUM}). Install it with:\n\n  ${INSTALL_HINT}\n\nor set CHROME_PATH to a Chromium executable.`,
    );
  }
  console.log(`Chromium is missing: installing Debian's chromium package (apt-get).`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await runCommand('apt-get', ['update'], { env })) !== 0) {
    throw new Error('apt-get update failed (see above); cannot install Chromium.');
  }
  if ((await runCommand('apt-get', ['install', '-y', 'chromium'], { env })) !== 0) {
    throw new Error('apt-get install -y chromium failed (see above).');
  }
  if (!isExecutableFile(DEFAULT_CHROMIUM)) {
    throw new Error(`apt-get installed chromium but ${DEFAULT_CHROMIUM} is still missing.`);
  }
  return DEFAULT_CHROMIUM;
}
