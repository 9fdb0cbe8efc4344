import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { createAdmin } from "../modules/identity";
import { loadConfig } from "../platform/config";
import { openDatabase } from "../platform/db";
import * as schema from "../schema";
import { seedDatabase } from "../seed";

// `npm run admin:create`: the first admin of an installation started without demo data. Asks for the username
// and, without echoing it, the password twice; refuses a taken username and a password the rules refuse.
// Reads the same settings as the server (DATABASE_URL or DATA_DIR); on the embedded database stop the server
// first (PGlite has one user).

let muted = false;
const terminal = new Writable({
  write(chunk, _encoding, done) {
    if (!muted) process.stdout.write(chunk);
    done();
  },
});
// Lines are read through the iterator, which keeps those typed (or piped) ahead of their question.
const prompt = createInterface({ input: process.stdin, output: terminal, terminal: process.stdin.isTTY });
const lines = prompt[Symbol.asyncIterator]();
const ask = async (question: string, hidden = false) => {
  process.stdout.write(question);
  muted = hidden;
  const answer = await lines.next();
  muted = false;
  if (hidden) process.stdout.write("\n");
  return answer.done ? "" : String(answer.value).trim();
};

const config = loadConfig();
const database = await openDatabase({
  schema,
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolMax: 2,
});
try {
  await database.migrate();
  await seedDatabase(database.db, { demo: false });
  const username = await ask("Admin username: ");
  const password = await ask("Password: ", true);
  if ((await ask("Password again: ", true)) !== password) {
    process.stderr.write("The two passwords differ; nothing was created.\n");
    process.exitCode = 1;
  } else {
    const result = await createAdmin(database.db, { username, password });
    if ("problem" in result) {
      process.stderr.write(`${result.problem}; nothing was created.\n`);
      process.exitCode = 1;
    } else process.stdout.write(`Admin ${username} created: sign in to the console with it.\n`);
  }
} finally {
  prompt.close();
  await database.close();
}
