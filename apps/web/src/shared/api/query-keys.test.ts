import { matchQuery, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { queryKeysFactory } from "./query-keys";

describe("queryKeysFactory", () => {
  const keys = queryKeysFactory("reference");

  it("starts every key with the scope and drops parameters left undefined", () => {
    expect(keys.all).toEqual(["reference"]);
    expect(keys.key("cities", { page: 1 })).toEqual(["reference", "cities", { page: 1 }]);
    expect(keys.key("cities", undefined)).toEqual(["reference", "cities"]);
    expect(keys.key("options", null)).toEqual(["reference", "options", null]);
  });

  it("lets a key without its parameters match every variant, and `all` the whole area", () => {
    const client = new QueryClient();
    const query = client.getQueryCache().build(client, { queryKey: keys.key("cities", { page: 2 }) });
    expect(matchQuery({ queryKey: keys.key("cities") }, query)).toBe(true);
    expect(matchQuery({ queryKey: keys.all }, query)).toBe(true);
    expect(matchQuery({ queryKey: keys.key("countries") }, query)).toBe(false);
  });
});
