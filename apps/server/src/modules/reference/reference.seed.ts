import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db";
import { COUNTRY_SEED } from "./countries.seed";
import { cities, countries, currencies, dictItems, dictTypes, type LocalizedName } from "./reference.tables";

// country | cityCode | city (zh) | city (en) | province (zh) | province (en)
const CITY_ROWS = `
CN|PEK|北京|Beijing|北京市|Beijing
CN|SHA|上海|Shanghai|上海市|Shanghai
CN|CAN|广州|Guangzhou|广东省|Guangdong
CN|SZX|深圳|Shenzhen|广东省|Guangdong
CN|HGH|杭州|Hangzhou|浙江省|Zhejiang
CN|CTU|成都|Chengdu|四川省|Sichuan
CN|WUH|武汉|Wuhan|湖北省|Hubei
CN|YIW|义乌|Yiwu|浙江省|Zhejiang
US|NYC|纽约|New York|纽约州|New York
US|LAX|洛杉矶|Los Angeles|加利福尼亚州|California
US|CHI|芝加哥|Chicago|伊利诺伊州|Illinois
US|HOU|休斯顿|Houston|得克萨斯州|Texas
US|SFO|旧金山|San Francisco|加利福尼亚州|California
US|SEA|西雅图|Seattle|华盛顿州|Washington
US|MIA|迈阿密|Miami|佛罗里达州|Florida
US|ATL|亚特兰大|Atlanta|佐治亚州|Georgia
GB|LON|伦敦|London|英格兰|England
GB|MAN|曼彻斯特|Manchester|英格兰|England
GB|BHX|伯明翰|Birmingham|英格兰|England
GB|LPL|利物浦|Liverpool|英格兰|England
GB|EDI|爱丁堡|Edinburgh|苏格兰|Scotland
GB|GLA|格拉斯哥|Glasgow|苏格兰|Scotland
GB|BRS|布里斯托|Bristol|英格兰|England
GB|CWL|加的夫|Cardiff|威尔士|Wales
DE|BER|柏林|Berlin|柏林州|Berlin
DE|HAM|汉堡|Hamburg|汉堡州|Hamburg
DE|MUC|慕尼黑|Munich|巴伐利亚州|Bavaria
DE|CGN|科隆|Cologne|北莱茵-威斯特法伦州|North Rhine-Westphalia
DE|FRA|法兰克福|Frankfurt|黑森州|Hesse
DE|STR|斯图加特|Stuttgart|巴登-符腾堡州|Baden-Württemberg
DE|DUS|杜塞尔多夫|Düsseldorf|北莱茵-威斯特法伦州|North Rhine-Westphalia
DE|LEJ|莱比锡|Leipzig|萨克森州|Saxony
FR|PAR|巴黎|Paris|法兰西岛|Île-de-France
FR|MRS|马赛|Marseille|普罗旺斯-阿尔卑斯-蓝色海岸|Provence-Alpes-Côte d'Azur
FR|LYS|里昂|Lyon|奥弗涅-罗讷-阿尔卑斯|Auvergne-Rhône-Alpes
FR|TLS|图卢兹|Toulouse|奥克西塔尼|Occitanie
FR|NCE|尼斯|Nice|普罗旺斯-阿尔卑斯-蓝色海岸|Provence-Alpes-Côte d'Azur
FR|NTE|南特|Nantes|卢瓦尔河地区|Pays de la Loire
FR|SXB|斯特拉斯堡|Strasbourg|大东部|Grand Est
FR|BOD|波尔多|Bordeaux|新阿基坦|Nouvelle-Aquitaine
JP|TYO|东京|Tokyo|东京都|Tokyo
JP|OSA|大阪|Osaka|大阪府|Osaka
JP|NGO|名古屋|Nagoya|爱知县|Aichi
JP|YOK|横滨|Yokohama|神奈川县|Kanagawa
JP|SPK|札幌|Sapporo|北海道|Hokkaido
JP|FUK|福冈|Fukuoka|福冈县|Fukuoka
JP|UKY|京都|Kyoto|京都府|Kyoto
JP|UKB|神户|Kobe|兵库县|Hyogo
KR|SEL|首尔|Seoul|首尔特别市|Seoul
KR|PUS|釜山|Busan|釜山广域市|Busan
KR|ICN|仁川|Incheon|仁川广域市|Incheon
KR|TAE|大邱|Daegu|大邱广域市|Daegu
KR|KWJ|光州|Gwangju|光州广域市|Gwangju
KR|TJN|大田|Daejeon|大田广域市|Daejeon
KR|USN|蔚山|Ulsan|蔚山广域市|Ulsan
KR|SWU|水原|Suwon|京畿道|Gyeonggi
AU|SYD|悉尼|Sydney|新南威尔士州|New South Wales
AU|MEL|墨尔本|Melbourne|维多利亚州|Victoria
AU|BNE|布里斯班|Brisbane|昆士兰州|Queensland
AU|PER|珀斯|Perth|西澳大利亚州|Western Australia
AU|ADL|阿德莱德|Adelaide|南澳大利亚州|South Australia
AU|CBR|堪培拉|Canberra|澳大利亚首都领地|Australian Capital Territory
AU|OOL|黄金海岸|Gold Coast|昆士兰州|Queensland
AU|HBA|霍巴特|Hobart|塔斯马尼亚州|Tasmania
CA|YTO|多伦多|Toronto|安大略省|Ontario
CA|YVR|温哥华|Vancouver|不列颠哥伦比亚省|British Columbia
CA|YMQ|蒙特利尔|Montreal|魁北克省|Quebec
CA|YYC|卡尔加里|Calgary|艾伯塔省|Alberta
CA|YOW|渥太华|Ottawa|安大略省|Ontario
CA|YEG|埃德蒙顿|Edmonton|艾伯塔省|Alberta
CA|YWG|温尼伯|Winnipeg|马尼托巴省|Manitoba
CA|YQB|魁北克城|Quebec City|魁北克省|Quebec
`;

const countryNames = new Map(COUNTRY_SEED.map((c) => [c.regionCode, c.regionName]));

export const CITY_SEED = CITY_ROWS.trim()
  .split("\n")
  .map((line) => {
    const [
      countryCode = "",
      cityCode = "",
      cityName = "",
      cityNameEn = "",
      provinceName = "",
      provinceNameEn = "",
    ] = line.split("|");
    return {
      countryCode,
      cityCode: `${countryCode}${cityCode}`,
      cityName,
      cityNameEn,
      provinceName,
      provinceNameEn,
      countryName: countryNames.get(countryCode) ?? countryCode,
    };
  });

// Plausible rates (CNY per unit) for a first start; platform admins keep them current.
export const CURRENCY_SEED: Array<{ code: string; name: LocalizedName; symbol: string; rate: string }> = [
  { code: "CNY", name: { zh: "人民币", en: "Chinese Yuan", ko: "중국 위안" }, symbol: "¥", rate: "1" },
  { code: "USD", name: { zh: "美元", en: "US Dollar", ko: "미국 달러" }, symbol: "$", rate: "7.12" },
  { code: "EUR", name: { zh: "欧元", en: "Euro", ko: "유로" }, symbol: "€", rate: "7.72" },
  { code: "GBP", name: { zh: "英镑", en: "British Pound", ko: "영국 파운드" }, symbol: "£", rate: "9.05" },
  { code: "JPY", name: { zh: "日元", en: "Japanese Yen", ko: "일본 엔" }, symbol: "¥", rate: "0.0476" },
  {
    code: "KRW",
    name: { zh: "韩元", en: "South Korean Won", ko: "대한민국 원" },
    symbol: "₩",
    rate: "0.00512",
  },
  { code: "AUD", name: { zh: "澳元", en: "Australian Dollar", ko: "호주 달러" }, symbol: "A$", rate: "4.65" },
  { code: "CAD", name: { zh: "加元", en: "Canadian Dollar", ko: "캐나다 달러" }, symbol: "C$", rate: "5.08" },
  {
    code: "HKD",
    name: { zh: "港币", en: "Hong Kong Dollar", ko: "홍콩 달러" },
    symbol: "HK$",
    rate: "0.9135",
  },
];

const item = (value: string, zh: string, en: string, ko: string) => ({ value, label: { zh, en, ko } });

// Dictionaries later modules' dropdowns use (orders, catalog, carriers).
export const DICT_SEED = [
  {
    name: "cargo_type",
    description: "货物类型 / Cargo types",
    items: [
      item("general", "普货", "General cargo", "일반 화물"),
      item("battery", "带电", "Battery", "배터리 포함"),
      item("magnetic", "带磁", "Magnetic", "자성 화물"),
      item("liquid", "液体", "Liquid", "액체"),
      item("powder", "粉末", "Powder", "분말"),
    ],
  },
  {
    name: "courier_type",
    description: "快递类型 / Courier types",
    items: [
      item("express", "国际快递", "International express", "국제 특송"),
      item("postal", "邮政小包", "Postal small parcel", "우편 소형 소포"),
      item("line", "专线", "Dedicated line", "전용 노선"),
      item("freight", "空运/海运", "Air / sea freight", "항공 / 해상 운송"),
    ],
  },
  {
    name: "business_type",
    description: "业务类型 / Business types",
    items: [
      item("b2c", "B2C 电商小包", "B2C e-commerce parcels", "B2C 전자상거래 소포"),
      item("b2b", "B2B 货运", "B2B cargo", "B2B 화물"),
      item("fba", "FBA 头程", "FBA first mile", "FBA 퍼스트 마일"),
      item("overseas_warehouse", "海外仓", "Overseas warehouse", "해외 창고"),
    ],
  },
];

/**
 * Reference data every installation needs, on every start: missing rows are added by their natural key,
 * rows that exist are left as admins edited them.
 */
export const seedReference = async (db: Db) => {
  const inserted = await db
    .insert(countries)
    .values(COUNTRY_SEED)
    .onConflictDoNothing({ target: countries.regionCode })
    .returning({ id: countries.id });
  await db.insert(cities).values(CITY_SEED).onConflictDoNothing({ target: cities.cityCode });
  await db.insert(currencies).values(CURRENCY_SEED).onConflictDoNothing({ target: currencies.code });
  for (const dict of DICT_SEED) {
    await db
      .insert(dictTypes)
      .values({ name: dict.name, description: dict.description })
      .onConflictDoNothing({ target: dictTypes.name });
    const [type] = await db.select({ id: dictTypes.id }).from(dictTypes).where(eq(dictTypes.name, dict.name));
    if (!type) continue;
    await db
      .insert(dictItems)
      .values(dict.items.map((entry, index) => ({ ...entry, dictId: type.id, sort: (index + 1) * 10 })))
      .onConflictDoNothing({ target: [dictItems.dictId, dictItems.value] });
  }
  return { countries: inserted.length };
};
