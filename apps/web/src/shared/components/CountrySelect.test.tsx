import type { DropdownOption } from "@pp/contracts";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyLanguage } from "../../locales";
import { countryLabel, countryMatches } from "./country-options";

const option = (
  value: string,
  zh: string,
  en: string,
  ko: string,
  extra: Record<string, unknown>,
): DropdownOption => ({
  value,
  label: zh,
  labels: { zh, en, ko },
  extra,
});

// The server's order: EU group first, hot countries next, then the rest.
const OPTIONS: DropdownOption[] = [
  option("EU", "欧盟", "European Union", "유럽연합", { group: true, quanPin: "oumeng" }),
  option("CN", "中国", "China", "중국", { threeRegionCode: "CHN", quanPin: "zhongguo", hot: true }),
  option("DE", "德国", "Germany", "독일", { threeRegionCode: "DEU", quanPin: "deguo", hot: true }),
  option("AD", "安道尔", "Andorra", "안도라", { threeRegionCode: "AND", quanPin: "andaoer" }),
];

vi.mock("../hooks/use-country-options", () => ({
  useCountryOptions: () => ({ data: OPTIONS, isPending: false, isError: false }),
}));

import { CountrySelect } from "./CountrySelect";

describe("country search", () => {
  it("matches any language's name, either code and pinyin", () => {
    const germany = OPTIONS[2]!;
    for (const input of ["德国", "germ", "독일", "de", "DEU", "deguo", ""])
      expect(countryMatches(germany, input), input).toBe(true);
    expect(countryMatches(germany, "china")).toBe(false);
    expect(countryMatches(OPTIONS[0]!, "oumeng")).toBe(true);
  });

  it("labels in the current language with the code", () => {
    expect(countryLabel(OPTIONS[2]!, "ko")).toBe("독일 (DE)");
    expect(countryLabel(OPTIONS[2]!, "en")).toBe("Germany (DE)");
  });
});

describe("CountrySelect", () => {
  beforeEach(async () => {
    await act(() => applyLanguage("en"));
  });
  afterEach(cleanup);

  const open = () => {
    const input = screen.getByRole("combobox");
    fireEvent.mouseDown(input);
    return input;
  };
  const shownLabels = () =>
    Array.from(document.querySelectorAll(".ant-select-item-option-content")).map((node) => node.textContent);

  it("lists the EU group first, hot countries next, in the current language", async () => {
    render(<CountrySelect open virtual={false} />);
    open();
    const labels = shownLabels();
    expect(labels).toEqual(["European Union (EU)", "China (CN)", "Germany (DE)", "Andorra (AD)"]);
  });

  it("filters by pinyin and by the 3-letter code", async () => {
    render(<CountrySelect open virtual={false} />);
    const input = open();
    fireEvent.change(input, { target: { value: "deguo" } });
    let labels = shownLabels();
    expect(labels).toEqual(["Germany (DE)"]);
    fireEvent.change(input, { target: { value: "AND" } });
    labels = shownLabels();
    expect(labels).toEqual(["Andorra (AD)"]);
  });

  it("leaves the EU group out where one country is required", () => {
    render(<CountrySelect open virtual={false} withoutEuGroup />);
    open();
    const labels = shownLabels();
    expect(labels[0]).toBe("China (CN)");
  });
});
