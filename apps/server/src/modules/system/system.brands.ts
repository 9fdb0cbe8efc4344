import type { Brand } from "@pp/contracts";

// The three brand variants, chosen by the request's host name (BRAND_HOSTS); the first is the default.
const BRANDS: Array<Omit<Brand, "logo" | "isPrimary" | "sandboxMessages"> & { mark: string }> = [
  {
    key: "haida",
    systemName: { zh: "海达跨境物流平台", en: "Haida Logistics", ko: "하이다 국제물류" },
    themeColor: "#2c7eff",
    mark: "H",
  },
  {
    key: "skyline",
    systemName: { zh: "天际物流云", en: "Skyline Logistics", ko: "스카이라인 물류" },
    themeColor: "#13a8a8",
    mark: "S",
  },
  {
    key: "orient",
    systemName: { zh: "东方速运", en: "Orient Parcel", ko: "오리엔트 특송" },
    themeColor: "#d4380d",
    mark: "O",
  },
];

export const parseBrandHosts = (setting: string): Map<string, string> =>
  new Map(
    setting
      .split(",")
      .map((pair) => pair.trim().split("="))
      .filter((pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0]) && Boolean(pair[1]))
      .map(([host, key]) => [host.trim().toLowerCase(), key.trim()]),
  );

export const brandForHost = (
  hosts: Map<string, string>,
  hostname: string,
): Omit<Brand, "sandboxMessages"> => {
  const key = hosts.get(hostname.toLowerCase().replace(/:\d+$/, ""));
  const index = Math.max(
    0,
    BRANDS.findIndex((b) => b.key === key),
  );
  const { mark: _mark, ...brand } = BRANDS[index]!;
  return { ...brand, logo: `/api/brand/logo/${brand.key}.svg`, isPrimary: index === 0 };
};

export const brandLogoSvg = (key: string): string | undefined => {
  const brand = BRANDS.find((b) => b.key === key);
  if (!brand) return undefined;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${brand.themeColor}"/><path d="M14 40 L32 16 L50 40 Z" fill="#ffffff" opacity="0.28"/><text x="32" y="43" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="700" fill="#ffffff" text-anchor="middle">${brand.mark}</text></svg>`;
};
