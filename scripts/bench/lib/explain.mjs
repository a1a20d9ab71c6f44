/** Tables above this size must never be read with a Seq Scan by a hot call. */
export const SEQ_SCAN_ROW_LIMIT = 10_000;

function* walk(node) {
  yield node;
  for (const child of node.Plans ?? []) yield* walk(child);
}

function describeNode(node) {
  const parts = [node['Node Type']];
  if (node['Index Name']) parts.push(`using ${node['Index Name']}`);
  if (node['Relation Name']) parts.push(`on ${node['Relation Name']}`);
  return parts.join(' ');
}

/**
 * Runs EXPLAIN (ANALYZE, BUFFERS) of every plan and judges it.
 * @param {import('pg').Client} client
 * @param {Array<{ name: string, usedBy: string, sql: string | ((ctx: object) => string), params: (ctx: object) => unknown[], hot?: boolean, write?: boolean, noSeqScan?: string[] }>} plans
 */
export async function explainPlans(client, plans, ctx) {
  const rowCounts = new Map();
  const rowsOf = async (schema, table) => {
    const key = `${schema}.${table}`;
    if (!rowCounts.has(key)) {
      const { rows } = await client.query(
        `select count(*)::bigint as n from "${schema.replaceAll('"', '""')}"."${table.replaceAll('"', '""')}"`,
      );
      rowCounts.set(key, Number(rows[0].n));
    }
    return rowCounts.get(key);
  };

  const results = [];
  for (const plan of plans) {
    const hot = plan.hot !== false;
    const params = plan.params(ctx);
    // A function when the statement's shape depends on the data (an `in` list of n values).
    const sql = typeof plan.sql === 'function' ? plan.sql(ctx) : plan.sql;
    const explain = `explain (analyze, buffers, format json) ${sql}`;
    let document;
    let text;
    if (plan.write) await client.query('begin');
    try {
      document = (await client.query(explain, params)).rows[0]['QUERY PLAN'][0];
      text = (await client.query(`explain (analyze, buffers) ${sql}`, params)).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    } finally {
      if (plan.write) await client.query('rollback');
    }
    const nodes = [...walk(document.Plan)];
    const seqScans = [];
    for (const node of nodes) {
      if (node['Node Type'] !== 'Seq Scan') continue;
      const rows = await rowsOf(node.Schema ?? 'public', node['Relation Name']);
      seqScans.push({ table: node['Relation Name'], rows });
    }
    const bad = seqScans.filter(
      (scan) => scan.rows > SEQ_SCAN_ROW_LIMIT || plan.noSeqScan?.includes(scan.table),
    );
    const top = document.Plan;
    const hit = top['Shared Hit Blocks'] ?? 0;
    const read = top['Shared Read Blocks'] ?? 0;
    const summary = `${nodes.map(describeNode).join(' <- ')} (rows=${top['Actual Rows']}, buffers hit=${hit} read=${read}) ${document['Execution Time'].toFixed(3)} ms`;
    results.push({
      name: plan.name,
      usedBy: plan.usedBy,
      hot,
      sql,
      summary,
      executionMs: document['Execution Time'],
      planningMs: document['Planning Time'],
      seqScans,
      ok: !hot || bad.length === 0,
      problem: bad.length
        ? `Seq Scan on ${bad.map((scan) => `${scan.table} (${scan.rows} rows)`).join(', ')}`
        : undefined,
      text,
    });
  }
  return results;
}
