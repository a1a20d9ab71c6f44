/** The calls per kind: accepted / refused / unknown, and the refusals' codes. */
export function printCounts(counts) {
  const width = Math.max(8, ...Object.keys(counts).map((kind) => kind.length));
  console.log(`${'call'.padEnd(width)}  accepted  refused  unknown  refusals and failures`);
  for (const [kind, c] of Object.entries(counts)) {
    const codes = Object.entries(c.codes)
      .sort((a, b) => b[1] - a[1])
      .map(([code, n]) => `${code} ${n}`)
      .join(', ');
    console.log(
      `${kind.padEnd(width)}  ${String(c.accepted).padStart(8)}  ${String(c.refused).padStart(7)}  ${String(c.unknown).padStart(7)}  ${codes}`,
    );
  }
}

/** Prints each check; true when all hold. */
export function printChecks(checks) {
  for (const check of checks)
    console.log(`${check.ok ? '\u2714' : '\u2716 VIOLATED:'} ${check.name} (${check.detail})`);
  return checks.every((check) => check.ok);
}
