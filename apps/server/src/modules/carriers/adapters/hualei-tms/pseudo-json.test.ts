import { describe, expect, it } from "vitest";
import { PseudoJsonError, parsePseudoJson } from "./pseudo-json";

describe("parsePseudoJson", () => {
  it("reads JSON as JSON.parse does, numbers kept as their text", () => {
    expect(parsePseudoJson('{"a":[1,-2.50,true,false,null,"x\\"y\\u4e2d"],"b":{}}')).toEqual({
      a: ["1", "-2.50", true, false, null, 'x"y中'],
      b: {},
    });
  });

  it("reads single quotes, unquoted keys, trailing commas and a byte order mark", () => {
    expect(parsePseudoJson("\ufeff{'customer_id':'6581', ack : 'true', 'list': ['a', 'it\\'s',], }")).toEqual(
      {
        customer_id: "6581",
        ack: "true",
        list: ["a", "it's"],
      },
    );
  });

  it("keeps a quote of the other kind inside a string", () => {
    expect(parsePseudoJson(`['say "hi"', "it's"]`)).toEqual(['say "hi"', "it's"]);
  });

  it("keeps an order id past 2^53 exactly", () => {
    expect(parsePseudoJson("{'order_id':12345678901234567890}")).toEqual({
      order_id: "12345678901234567890",
    });
  });

  it("keeps __proto__ as a plain key", () => {
    const parsed = parsePseudoJson('{"__proto__":{"polluted":"yes"}}') as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(["__proto__"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ["", "expected a value"],
    ["{'ack':'true'", "expected ',' or '}'"],
    ["{'ack':'true',", "expected a key"],
    ["{'ack' 'true'}", "expected ':'"],
    ["['a' 'b']", "expected ',' or ']'"],
    ["{'a':'b'} tail", "unexpected text"],
    ["'open", "unterminated string"],
    ["<html>502</html>", "expected a value"],
    ["{'a':undefined}", "expected a value"],
  ])("refuses %j", (source, message) => {
    expect(() => parsePseudoJson(source)).toThrow(PseudoJsonError);
    expect(() => parsePseudoJson(source)).toThrow(message);
  });
});
