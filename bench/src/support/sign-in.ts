import { humanTrack, solveCaptcha } from "../../../apps/server/src/test/captcha-solver";

type Challenge = {
  captchaId: string;
  background: string;
  piece: string;
  pieceY: number;
  width: number;
  pieceSize: number;
};

export const DEMO_ADMIN = { username: "admin", password: "Admin2026" };

const ATTEMPTS = 3;

const postJson = (url: string, body: unknown) =>
  fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

const solvePuzzle = async (baseUrl: string): Promise<string | undefined> => {
  const challenge = (await (await fetch(`${baseUrl}/api/auth/code`)).json()) as Challenge;
  const x = solveCaptcha(challenge);
  const verified = await postJson(`${baseUrl}/api/auth/code/verify`, {
    captchaId: challenge.captchaId,
    x,
    track: humanTrack(x),
  });
  if (verified.status !== 200) return undefined;
  return ((await verified.json()) as { captchaToken: string }).captchaToken;
};

/** Signs in the way the console does (slider puzzle, then password) and answers the token. */
export const signIn = async (baseUrl: string, account = DEMO_ADMIN): Promise<string> => {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const captchaToken = await solvePuzzle(baseUrl);
    if (!captchaToken) continue; // the solver misread the puzzle; a fresh one usually works
    const login = await postJson(`${baseUrl}/api/auth/login`, { ...account, captchaToken });
    if (login.status !== 200)
      throw new Error(`sign-in as ${account.username} answered ${login.status}: ${await login.text()}`);
    return ((await login.json()) as { token: string }).token;
  }
  throw new Error(`sign-in as ${account.username}: the slider puzzle was not solved in ${ATTEMPTS} attempts`);
};
