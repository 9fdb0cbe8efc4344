import pg from "pg";
import { hashPassword } from "../../apps/server/src/platform/crypto";
import type { Benchmark } from "./support/bench.types";
import { createTempDatabase, onPostgres } from "./support/postgres";
import { logProgress, printFigure, roundTo } from "./support/report";
import type { Scope } from "./support/scope";
import { startServer } from "./support/server-process";
import { DEMO_ADMIN, signIn } from "./support/sign-in";

// The order list over one million orders (issue 12): 1,000 customer orgs, the largest holding 30% of the orders.
// The rows are written in SQL (the list reads them as placing writes them: the order, its delivery numbers, the
// kept tab counts), then GET /api/orders/orders is timed through HTTP for the big customer and for platform
// staff. The baseline is the same route for a customer org without orders, measured in the same run.

const ORDERS = 1_000_000;
const CUSTOMERS = 1_000;
const BIG_SHARE = 0.3;
const CLIENTS = 4;
const WARMUP_REQUESTS = 40;
const MEASURED_REQUESTS = 240;
/** The deep pages are the ones after this many pages of the same filter, walked through the cursor. */
const DEEP_AFTER_PAGES = 50;
const DEEP_PAGES = 10;
const PASTED_NUMBERS = 30;
const PASSWORD = "Bench2026x";
const BIG_CUSTOMER = "benchlist1";
const EMPTY_CUSTOMER = "benchlistempty";

// Statuses and destinations by share; the measured filter (canShip to DE) holds about 2.5% of an org's orders.
const STATUSES: [string, number][] = [
  ["created", 0.03],
  ["canShip", 0.1],
  ["cannotShip", 0.02],
  ["handedOver", 0.15],
  ["completed", 0.4],
  ["cancelled", 0.05],
  ["settled", 0.25],
];
const COUNTRIES: [string, number][] = [
  ["DE", 0.25],
  ["US", 0.25],
  ["GB", 0.15],
  ["FR", 0.1],
  ["JP", 0.08],
  ["AU", 0.07],
  ["CA", 0.05],
  ["NL", 0.05],
];
const FILTER = "status=canShip&country=DE";

/** `case when r < 0.03 then 'created' when r < 0.13 then …`: a value by its share, from one random column. */
const byShare = (column: string, shares: [string, number][]) => {
  let upTo = 0;
  const arms = shares.map(([value, share]) => {
    upTo += share;
    return `when ${column} < ${upTo.toFixed(4)} then '${value}'`;
  });
  return `case ${arms.join(" ")} else '${shares.at(-1)?.[0]}' end`;
};

const SENDER = {
  name: "张伟",
  phone: "13800138000",
  countryCode: "CN",
  city: "深圳",
  postcode: "518000",
  address1: "南山区科技园科苑路8号",
};

/**
 * The customers (org, main account with the customer role; the first is the big one) and one more without
 * orders, then the orders, their numbers and the tab counts, in one session (its temp tables hold the slots).
 */
const fill = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const passwordHash = await hashPassword(PASSWORD);
    await client.query("select setseed(0.12)");
    await client.query(
      `insert into orgs (type, name)
       select 'customer', 'Bench list customer ' || n from generate_series(1, ${CUSTOMERS}) n
       union all select 'customer', 'Bench list empty customer'`,
    );
    await client.query(
      `insert into users (org_id, username, password_hash, nick_name)
       select id, 'benchlist' || coalesce(substring(name from '\\d+$'), 'empty'), $1, name
       from orgs where name like 'Bench list %'`,
      [passwordHash],
    );
    await client.query(
      `insert into user_roles (user_id, role_id)
       select u.id, r.id from users u cross join roles r where u.username like 'benchlist%' and r.code = 'customer'`,
    );
    await client.query(
      `create temp table slots as
       select (row_number() over (order by o.id) - 1)::int as slot, o.id as org_id, u.id as user_id
       from orgs o join users u on u.org_id = o.id where o.name ~ '^Bench list customer \\d+$'`,
    );
    await client.query(
      `create temp table bench_products as
       select (row_number() over (order by p.id) - 1)::int as slot, p.id, p.code, p.version,
              jsonb_build_object('zh', p.name_zh, 'en', p.name_en, 'ko', p.name_ko) as name,
              cost.supplier_org_id
       from products p left join products cost on cost.id = p.cost_product_id
       where p.side = 'sales' and p.owner_org_id is null`,
    );
    const party = JSON.stringify(SENDER);
    await client.query(
      `insert into orders (id, order_no, org_id, created_by, idempotency_key, reference_no, status, payment_status,
         product_id, product_code, product_name, product_version, supplier_org_id, origin_country, dest_country,
         dest_city, dest_postcode, sender, receiver, cargo_type, premium_package_codes, declared_currency,
         declared_total, box_count, zone_code, zone_name, actual_kg, volumetric_kg, chargeable_kg, base_freight,
         quote_lines, sales_total, sales_currency, charge_amount, wallet_currency, exchange_rate, customs_rates, notes,
         created_at, paid_at, updated_at)
       select o.id, 'PP' || to_char(o.at at time zone 'UTC', 'YYYYMMDD') || lpad(o.id::text, 8, '0'), s.org_id,
         s.user_id, 'bench-' || o.id, case when o.id % 4 = 0 then 'REF-' || o.id else '' end, o.status,
         case o.status when 'created' then 'unpaid' when 'cancelled' then 'refunded' else 'paid' end,
         p.id, p.code, p.name, p.version, p.supplier_org_id, 'CN', o.country, 'City ' || o.country, '10115',
         $1::jsonb, jsonb_build_object('name', 'Receiver ' || o.id, 'phone', '+49 30 1234567',
           'countryCode', o.country, 'city', 'City ' || o.country, 'postcode', '10115', 'address1', 'Main Street 1'),
         'general', '[]', 'USD', '20.00', 1, 'Z1', 'Zone 1', '1.250', '1.200', '1.500', '42.00', '[]', '48.50', 'CNY',
         '48.50', 'CNY', '1', '{}', '[]', o.at, case when o.status <> 'created' then o.at end, o.at
       from (
         select n, (select coalesce(max(id), 0) from orders) + n as id,
           now() - (${ORDERS} - n) * interval '30 seconds' as at,
           case when r_org < ${BIG_SHARE} then 0 else 1 + n % ${CUSTOMERS - 1} end as slot,
           ${byShare("r_status", STATUSES)} as status, ${byShare("r_country", COUNTRIES)} as country
         from (
           select n, random() as r_org, random() as r_status, random() as r_country
           from generate_series(1, ${ORDERS}) n
         ) g
       ) o
       join slots s on s.slot = o.slot
       join bench_products p on p.slot = o.n % (select count(*) from bench_products)`,
      [party],
    );
    await client.query("select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))");
    // Three orders in five carry a delivery number, as the wizard's "domestic inbound" numbers.
    await client.query(
      `insert into order_numbers (org_id, order_id, kind, number, source, created_at)
       select org_id, id, 'domesticInbound', 'SF' || lpad(id::text, 10, '0'), 'customer', created_at
       from orders where idempotency_key like 'bench-%' and id % 5 < 3`,
    );
    await client.query("delete from order_status_counts");
    await client.query(
      `insert into order_status_counts (org_id, supplier_org_id, status, n)
       select org_id, coalesce(supplier_org_id, 0), status, count(*) from orders group by 1, 2, 3`,
    );
    await client.query("vacuum analyze orders, order_numbers, order_status_counts, orgs, users");
    // What a customer pastes: its own orders' numbers, each kind in turn.
    const pasted = await client.query<{ number: string }>(
      `select case o.id % 3 when 0 then o.order_no when 1 then coalesce(n.number, o.order_no)
                else coalesce(nullif(o.reference_no, ''), o.order_no) end as number
       from orders o join slots s on s.org_id = o.org_id and s.slot = 0
       left join order_numbers n on n.order_id = o.id
       where o.id % 1009 = 0 order by o.id desc limit ${PASTED_NUMBERS}`,
    );
    return pasted.rows.map((row) => row.number).join("\n");
  } finally {
    await client.end();
  }
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

type Page = { rows: unknown[]; nextCursor: string | null; total: number };

const getPage = async (url: string, token: string): Promise<Page> => {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as Page;
};

/** p95 in ms of `requests` GETs by `CLIENTS` concurrent clients, each taking the next of `urls` in turn. */
const p95Of = async (urls: string[], token: string, requests: number) => {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < requests) {
        const url = urls[next++ % urls.length]!;
        const start = performance.now();
        await getPage(url, token);
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return roundTo(percentile(latencies, 0.95), 1);
};

/** The urls of pages `DEEP_AFTER_PAGES + 1` onwards of `query`, walked page by page through the cursor. */
const deepPages = async (list: string, query: string, token: string) => {
  const urls: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < DEEP_AFTER_PAGES + DEEP_PAGES; page++) {
    const url: string = `${list}?${query}${cursor ? `&cursor=${cursor}` : ""}`;
    if (page >= DEEP_AFTER_PAGES) urls.push(url);
    cursor = (await getPage(url, token)).nextCursor;
    if (!cursor) throw new Error(`${query} ends after ${page + 1} pages`);
  }
  return urls;
};

const measure = async (scope: Scope) => {
  const url = await createTempDatabase(scope);
  logProgress("order-list db=postgres: starting the server");
  const server = await startServer(scope, { env: { DATABASE_URL: url } });
  logProgress(`order-list db=postgres: writing ${ORDERS} orders over ${CUSTOMERS} customers`);
  const filled = performance.now();
  const numbers = encodeURIComponent(await fill(url));
  logProgress(`order-list db=postgres: written in ${Math.round((performance.now() - filled) / 1000)} s`);
  const customer = await signIn(server.url, { username: BIG_CUSTOMER, password: PASSWORD });
  const empty = await signIn(server.url, { username: EMPTY_CUSTOMER, password: PASSWORD });
  const staff = await signIn(server.url, DEMO_ADMIN);
  const list = `${server.url}/api/orders/orders`;

  const cases = {
    empty: { token: empty, urls: [`${list}?${FILTER}`] },
    first: { token: customer, urls: [`${list}?${FILTER}`] },
    deep: { token: customer, urls: await deepPages(list, FILTER, customer) },
    numbers: { token: customer, urls: [`${list}?numbers=${numbers}`] },
    platformFirst: { token: staff, urls: [list] },
    platformFiltered: { token: staff, urls: [`${list}?${FILTER}`] },
    platformDeep: { token: staff, urls: await deepPages(list, FILTER, staff) },
  };
  logProgress("order-list db=postgres: warming up");
  for (const { token, urls } of Object.values(cases)) await p95Of(urls, token, WARMUP_REQUESTS);
  logProgress("order-list db=postgres: measuring");
  const p95: Record<string, number> = {};
  for (const [name, { token, urls }] of Object.entries(cases))
    p95[name] = await p95Of(urls, token, MEASURED_REQUESTS);
  const worst = (...names: string[]) => Math.max(...names.map((name) => p95[name] ?? 0));
  const customerP95 = worst("first", "deep", "numbers");
  const platformP95 = worst("platformFirst", "platformFiltered", "platformDeep");
  const emptyP95 = p95.empty ?? 0;
  printFigure("order-list", {
    db: "postgres",
    orders: ORDERS,
    customers: CUSTOMERS,
    clients: CLIENTS,
    requests: MEASURED_REQUESTS,
    p95_ms: customerP95,
    platform_p95_ms: platformP95,
    empty_p95_ms: emptyP95,
    ratio: (customerP95 / emptyP95).toFixed(2),
    platform_ratio: (platformP95 / emptyP95).toFixed(2),
    first_p95_ms: p95.first ?? 0,
    deep_p95_ms: p95.deep ?? 0,
    numbers_p95_ms: p95.numbers ?? 0,
    platform_first_p95_ms: p95.platformFirst ?? 0,
    platform_filtered_p95_ms: p95.platformFiltered ?? 0,
    platform_deep_p95_ms: p95.platformDeep ?? 0,
  });
};

export const orderListBenchmark: Benchmark = {
  name: "order-list",
  describe:
    "GET /api/orders/orders over one million orders: the big customer's and the platform's pages (PostgreSQL)",
  run: ({ scope }) => onPostgres("order-list", () => measure(scope)),
};
