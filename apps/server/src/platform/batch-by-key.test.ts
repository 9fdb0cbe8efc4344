import { describe, expect, it } from "vitest";
import { batchByKey } from "./batch-by-key";

/** A writer whose writes finish only when the test lets them, recording what each write got. */
const heldWriter = () => {
  const writes: { key: number; items: string[] }[] = [];
  const releases: ((fail?: Error) => void)[] = [];
  const write = (key: number, items: string[]) =>
    new Promise<string[]>((resolve, reject) => {
      writes.push({ key, items });
      releases.push((fail) => (fail ? reject(fail) : resolve(items.map((item) => `${item}!`))));
    });
  /** Lets the oldest unfinished write finish (or fail) and waits until the writer has moved on. */
  const release = async (fail?: Error) => {
    releases.shift()!(fail);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { writes, write, release };
};

describe("batchByKey", () => {
  it("writes a lone call at once and answers its own outcomes", async () => {
    const writer = heldWriter();
    const submit = batchByKey(writer.write, 10);
    const answer = submit(1, ["a", "b"]);
    expect(writer.writes).toEqual([{ key: 1, items: ["a", "b"] }]);
    await writer.release();
    await expect(answer).resolves.toEqual(["a!", "b!"]);
  });

  it("writes the calls that arrive during a write together next, each answered its own part", async () => {
    const writer = heldWriter();
    const submit = batchByKey(writer.write, 10);
    const first = submit(1, ["a"]);
    const second = submit(1, ["b", "c"]);
    const third = submit(1, ["d"]);
    expect(writer.writes).toHaveLength(1);
    await writer.release();
    expect(writer.writes[1]).toEqual({ key: 1, items: ["b", "c", "d"] });
    await writer.release();
    expect(await Promise.all([first, second, third])).toEqual([["a!"], ["b!", "c!"], ["d!"]]);
  });

  it("keeps a batch under the limit, except a single call larger than it", async () => {
    const writer = heldWriter();
    const submit = batchByKey(writer.write, 3);
    const answers = [
      submit(1, ["a"]),
      submit(1, ["b", "c"]),
      submit(1, ["d", "e"]),
      submit(1, ["f", "g", "h", "i"]),
    ];
    for (let n = 0; n < 4; n++) await writer.release();
    await Promise.all(answers);
    expect(writer.writes.map((write) => write.items)).toEqual([
      ["a"],
      ["b", "c"],
      ["d", "e"],
      ["f", "g", "h", "i"],
    ]);
  });

  it("never makes one key wait for another", () => {
    const writer = heldWriter();
    const submit = batchByKey(writer.write, 10);
    void submit(1, ["a"]);
    void submit(2, ["b"]);
    expect(writer.writes).toEqual([
      { key: 1, items: ["a"] },
      { key: 2, items: ["b"] },
    ]);
  });

  it("fails only the calls of a failed batch and goes on with the next", async () => {
    const writer = heldWriter();
    const submit = batchByKey(writer.write, 10);
    const first = submit(1, ["a"]);
    const second = submit(1, ["b"]);
    const firstFails = expect(first).rejects.toThrow("disk full");
    await writer.release(new Error("disk full"));
    await firstFails;
    await writer.release();
    await expect(second).resolves.toEqual(["b!"]);
    const later = submit(1, ["c"]);
    await writer.release();
    await expect(later).resolves.toEqual(["c!"]);
  });
});
