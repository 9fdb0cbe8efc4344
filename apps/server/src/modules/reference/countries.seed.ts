// Every ISO 3166-1 country: alpha-2 | alpha-3 | Chinese name | English name | pinyin of the Chinese name
// (lowercase, no tones, no spaces) | international dialling code. One line each keeps the list reviewable.

export type CountrySeed = {
  regionCode: string;
  threeRegionCode: string;
  regionName: string;
  regionNameEn: string;
  quanPin: string;
  areaCode: string;
  hot: boolean;
};

/** The countries shown first in every country select (spec §2: hot countries). */
export const HOT_COUNTRY_CODES = ["CN", "US", "GB", "DE", "FR", "JP", "KR", "AU", "CA", "IT", "ES", "NL"];

const ROWS = `
AD|AND|安道尔|Andorra|andaoer|376
AE|ARE|阿联酋|United Arab Emirates|alianqiu|971
AF|AFG|阿富汗|Afghanistan|afuhan|93
AG|ATG|安提瓜和巴布达|Antigua and Barbuda|antiguahebabuda|1268
AI|AIA|安圭拉|Anguilla|anguila|1264
AL|ALB|阿尔巴尼亚|Albania|aerbaniya|355
AM|ARM|亚美尼亚|Armenia|yameiniya|374
AO|AGO|安哥拉|Angola|angela|244
AQ|ATA|南极洲|Antarctica|nanjizhou|672
AR|ARG|阿根廷|Argentina|agenting|54
AS|ASM|美属萨摩亚|American Samoa|meishusamoya|1684
AT|AUT|奥地利|Austria|aodili|43
AU|AUS|澳大利亚|Australia|aodaliya|61
AW|ABW|阿鲁巴|Aruba|aluba|297
AX|ALA|奥兰群岛|Åland Islands|aolanqundao|358
AZ|AZE|阿塞拜疆|Azerbaijan|asaibaijiang|994
BA|BIH|波斯尼亚和黑塞哥维那|Bosnia and Herzegovina|bosiniyaheheisaigeweina|387
BB|BRB|巴巴多斯|Barbados|babaduosi|1246
BD|BGD|孟加拉国|Bangladesh|mengjialaguo|880
BE|BEL|比利时|Belgium|bilishi|32
BF|BFA|布基纳法索|Burkina Faso|bujinafasuo|226
BG|BGR|保加利亚|Bulgaria|baojialiya|359
BH|BHR|巴林|Bahrain|balin|973
BI|BDI|布隆迪|Burundi|bulongdi|257
BJ|BEN|贝宁|Benin|beining|229
BL|BLM|圣巴泰勒米|Saint Barthélemy|shengbatailemi|590
BM|BMU|百慕大|Bermuda|baimuda|1441
BN|BRN|文莱|Brunei|wenlai|673
BO|BOL|玻利维亚|Bolivia|boliweiya|591
BQ|BES|荷兰加勒比区|Caribbean Netherlands|helanjialebiqu|599
BR|BRA|巴西|Brazil|baxi|55
BS|BHS|巴哈马|Bahamas|bahama|1242
BT|BTN|不丹|Bhutan|budan|975
BV|BVT|布韦岛|Bouvet Island|buweidao|47
BW|BWA|博茨瓦纳|Botswana|bociwana|267
BY|BLR|白俄罗斯|Belarus|baieluosi|375
BZ|BLZ|伯利兹|Belize|bolizi|501
CA|CAN|加拿大|Canada|jianada|1
CC|CCK|科科斯（基林）群岛|Cocos (Keeling) Islands|kekesijilinqundao|61
CD|COD|刚果（金）|Congo (Kinshasa)|gangguojin|243
CF|CAF|中非|Central African Republic|zhongfei|236
CG|COG|刚果（布）|Congo (Brazzaville)|gangguobu|242
CH|CHE|瑞士|Switzerland|ruishi|41
CI|CIV|科特迪瓦|Côte d'Ivoire|ketediwa|225
CK|COK|库克群岛|Cook Islands|kukequndao|682
CL|CHL|智利|Chile|zhili|56
CM|CMR|喀麦隆|Cameroon|kamailong|237
CN|CHN|中国|China|zhongguo|86
CO|COL|哥伦比亚|Colombia|gelunbiya|57
CR|CRI|哥斯达黎加|Costa Rica|gesidalijia|506
CU|CUB|古巴|Cuba|guba|53
CV|CPV|佛得角|Cape Verde|fodejiao|238
CW|CUW|库拉索|Curaçao|kulasuo|599
CX|CXR|圣诞岛|Christmas Island|shengdandao|61
CY|CYP|塞浦路斯|Cyprus|saipulusi|357
CZ|CZE|捷克|Czechia|jieke|420
DE|DEU|德国|Germany|deguo|49
DJ|DJI|吉布提|Djibouti|jibuti|253
DK|DNK|丹麦|Denmark|danmai|45
DM|DMA|多米尼克|Dominica|duominike|1767
DO|DOM|多米尼加|Dominican Republic|duominijia|1809
DZ|DZA|阿尔及利亚|Algeria|aerjiliya|213
EC|ECU|厄瓜多尔|Ecuador|eguaduoer|593
EE|EST|爱沙尼亚|Estonia|aishaniya|372
EG|EGY|埃及|Egypt|aiji|20
EH|ESH|西撒哈拉|Western Sahara|xisahala|212
ER|ERI|厄立特里亚|Eritrea|eliteliya|291
ES|ESP|西班牙|Spain|xibanya|34
ET|ETH|埃塞俄比亚|Ethiopia|aisaiebiya|251
FI|FIN|芬兰|Finland|fenlan|358
FJ|FJI|斐济|Fiji|feiji|679
FK|FLK|马尔维纳斯群岛（福克兰）|Falkland Islands|maerweinasiqundaofukelan|500
FM|FSM|密克罗尼西亚联邦|Micronesia|mikeluonixiyalianbang|691
FO|FRO|法罗群岛|Faroe Islands|faluoqundao|298
FR|FRA|法国|France|faguo|33
GA|GAB|加蓬|Gabon|jiapeng|241
GB|GBR|英国|United Kingdom|yingguo|44
GD|GRD|格林纳达|Grenada|gelinnada|1473
GE|GEO|格鲁吉亚|Georgia|gelujiya|995
GF|GUF|法属圭亚那|French Guiana|fashuguiyana|594
GG|GGY|根西岛|Guernsey|genxidao|44
GH|GHA|加纳|Ghana|jiana|233
GI|GIB|直布罗陀|Gibraltar|zhibuluotuo|350
GL|GRL|格陵兰|Greenland|gelinglan|299
GM|GMB|冈比亚|Gambia|gangbiya|220
GN|GIN|几内亚|Guinea|jineiya|224
GP|GLP|瓜德罗普|Guadeloupe|guadeluopu|590
GQ|GNQ|赤道几内亚|Equatorial Guinea|chidaojineiya|240
GR|GRC|希腊|Greece|xila|30
GS|SGS|南乔治亚岛和南桑威奇群岛|South Georgia and the South Sandwich Islands|nanqiaozhiyadaohenansangweiqiqundao|500
GT|GTM|危地马拉|Guatemala|weidimala|502
GU|GUM|关岛|Guam|guandao|1671
GW|GNB|几内亚比绍|Guinea-Bissau|jineiyabishao|245
GY|GUY|圭亚那|Guyana|guiyana|592
HK|HKG|中国香港|Hong Kong, China|zhongguoxianggang|852
HM|HMD|赫德岛和麦克唐纳群岛|Heard Island and McDonald Islands|hededaohemaiketangnaqundao|672
HN|HND|洪都拉斯|Honduras|hongdulasi|504
HR|HRV|克罗地亚|Croatia|keluodiya|385
HT|HTI|海地|Haiti|haidi|509
HU|HUN|匈牙利|Hungary|xiongyali|36
ID|IDN|印度尼西亚|Indonesia|yindunixiya|62
IE|IRL|爱尔兰|Ireland|aierlan|353
IL|ISR|以色列|Israel|yiselie|972
IM|IMN|马恩岛|Isle of Man|maendao|44
IN|IND|印度|India|yindu|91
IO|IOT|英属印度洋领地|British Indian Ocean Territory|yingshuyinduyanglingdi|246
IQ|IRQ|伊拉克|Iraq|yilake|964
IR|IRN|伊朗|Iran|yilang|98
IS|ISL|冰岛|Iceland|bingdao|354
IT|ITA|意大利|Italy|yidali|39
JE|JEY|泽西岛|Jersey|zexidao|44
JM|JAM|牙买加|Jamaica|yamaijia|1876
JO|JOR|约旦|Jordan|yuedan|962
JP|JPN|日本|Japan|riben|81
KE|KEN|肯尼亚|Kenya|kenniya|254
KG|KGZ|吉尔吉斯斯坦|Kyrgyzstan|jierjisisitan|996
KH|KHM|柬埔寨|Cambodia|jianpuzhai|855
KI|KIR|基里巴斯|Kiribati|jilibasi|686
KM|COM|科摩罗|Comoros|kemoluo|269
KN|KNA|圣基茨和尼维斯|Saint Kitts and Nevis|shengjiciheniweisi|1869
KP|PRK|朝鲜|North Korea|chaoxian|850
KR|KOR|韩国|South Korea|hanguo|82
KW|KWT|科威特|Kuwait|keweite|965
KY|CYM|开曼群岛|Cayman Islands|kaimanqundao|1345
KZ|KAZ|哈萨克斯坦|Kazakhstan|hasakesitan|7
LA|LAO|老挝|Laos|laowo|856
LB|LBN|黎巴嫩|Lebanon|libanen|961
LC|LCA|圣卢西亚|Saint Lucia|shengluxiya|1758
LI|LIE|列支敦士登|Liechtenstein|liezhidunshideng|423
LK|LKA|斯里兰卡|Sri Lanka|sililanka|94
LR|LBR|利比里亚|Liberia|libiliya|231
LS|LSO|莱索托|Lesotho|laisuotuo|266
LT|LTU|立陶宛|Lithuania|litaowan|370
LU|LUX|卢森堡|Luxembourg|lusenbao|352
LV|LVA|拉脱维亚|Latvia|latuoweiya|371
LY|LBY|利比亚|Libya|libiya|218
MA|MAR|摩洛哥|Morocco|moluoge|212
MC|MCO|摩纳哥|Monaco|monage|377
MD|MDA|摩尔多瓦|Moldova|moerduowa|373
ME|MNE|黑山|Montenegro|heishan|382
MF|MAF|法属圣马丁|Saint Martin (French part)|fashushengmading|590
MG|MDG|马达加斯加|Madagascar|madajiasijia|261
MH|MHL|马绍尔群岛|Marshall Islands|mashaoerqundao|692
MK|MKD|北马其顿|North Macedonia|beimaqidun|389
ML|MLI|马里|Mali|mali|223
MM|MMR|缅甸|Myanmar|miandian|95
MN|MNG|蒙古|Mongolia|menggu|976
MO|MAC|中国澳门|Macao, China|zhongguoaomen|853
MP|MNP|北马里亚纳群岛|Northern Mariana Islands|beimaliyanaqundao|1670
MQ|MTQ|马提尼克|Martinique|matinike|596
MR|MRT|毛里塔尼亚|Mauritania|maolitaniya|222
MS|MSR|蒙特塞拉特|Montserrat|mengtesailate|1664
MT|MLT|马耳他|Malta|maerta|356
MU|MUS|毛里求斯|Mauritius|maoliqiusi|230
MV|MDV|马尔代夫|Maldives|maerdaifu|960
MW|MWI|马拉维|Malawi|malawei|265
MX|MEX|墨西哥|Mexico|moxige|52
MY|MYS|马来西亚|Malaysia|malaixiya|60
MZ|MOZ|莫桑比克|Mozambique|mosangbike|258
NA|NAM|纳米比亚|Namibia|namibiya|264
NC|NCL|新喀里多尼亚|New Caledonia|xinkaliduoniya|687
NE|NER|尼日尔|Niger|nirier|227
NF|NFK|诺福克岛|Norfolk Island|nuofukedao|672
NG|NGA|尼日利亚|Nigeria|niriliya|234
NI|NIC|尼加拉瓜|Nicaragua|nijialagua|505
NL|NLD|荷兰|Netherlands|helan|31
NO|NOR|挪威|Norway|nuowei|47
NP|NPL|尼泊尔|Nepal|niboer|977
NR|NRU|瑙鲁|Nauru|naolu|674
NU|NIU|纽埃|Niue|niuai|683
NZ|NZL|新西兰|New Zealand|xinxilan|64
OM|OMN|阿曼|Oman|aman|968
PA|PAN|巴拿马|Panama|banama|507
PE|PER|秘鲁|Peru|bilu|51
PF|PYF|法属波利尼西亚|French Polynesia|fashubolinixiya|689
PG|PNG|巴布亚新几内亚|Papua New Guinea|babuyaxinjineiya|675
PH|PHL|菲律宾|Philippines|feilvbin|63
PK|PAK|巴基斯坦|Pakistan|bajisitan|92
PL|POL|波兰|Poland|bolan|48
PM|SPM|圣皮埃尔和密克隆|Saint Pierre and Miquelon|shengpiaierhemikelong|508
PN|PCN|皮特凯恩群岛|Pitcairn Islands|pitekaienqundao|64
PR|PRI|波多黎各|Puerto Rico|boduolige|1787
PS|PSE|巴勒斯坦|Palestine|balesitan|970
PT|PRT|葡萄牙|Portugal|putaoya|351
PW|PLW|帕劳|Palau|palao|680
PY|PRY|巴拉圭|Paraguay|balagui|595
QA|QAT|卡塔尔|Qatar|kataer|974
RE|REU|留尼汪|Réunion|liuniwang|262
RO|ROU|罗马尼亚|Romania|luomaniya|40
RS|SRB|塞尔维亚|Serbia|saierweiya|381
RU|RUS|俄罗斯|Russia|eluosi|7
RW|RWA|卢旺达|Rwanda|luwangda|250
SA|SAU|沙特阿拉伯|Saudi Arabia|shatealabo|966
SB|SLB|所罗门群岛|Solomon Islands|suoluomenqundao|677
SC|SYC|塞舌尔|Seychelles|saisheer|248
SD|SDN|苏丹|Sudan|sudan|249
SE|SWE|瑞典|Sweden|ruidian|46
SG|SGP|新加坡|Singapore|xinjiapo|65
SH|SHN|圣赫勒拿|Saint Helena|shenghelena|290
SI|SVN|斯洛文尼亚|Slovenia|siluowenniya|386
SJ|SJM|斯瓦尔巴和扬马延|Svalbard and Jan Mayen|siwaerbaheyangmayan|47
SK|SVK|斯洛伐克|Slovakia|siluofake|421
SL|SLE|塞拉利昂|Sierra Leone|sailaliang|232
SM|SMR|圣马力诺|San Marino|shengmalinuo|378
SN|SEN|塞内加尔|Senegal|saineijiaer|221
SO|SOM|索马里|Somalia|suomali|252
SR|SUR|苏里南|Suriname|sulinan|597
SS|SSD|南苏丹|South Sudan|nansudan|211
ST|STP|圣多美和普林西比|São Tomé and Príncipe|shengduomeihepulinxibi|239
SV|SLV|萨尔瓦多|El Salvador|saerwaduo|503
SX|SXM|荷属圣马丁|Sint Maarten (Dutch part)|heshushengmading|1721
SY|SYR|叙利亚|Syria|xuliya|963
SZ|SWZ|斯威士兰|Eswatini|siweishilan|268
TC|TCA|特克斯和凯科斯群岛|Turks and Caicos Islands|tekesihekaikesiqundao|1649
TD|TCD|乍得|Chad|zhade|235
TF|ATF|法属南部领地|French Southern Territories|fashunanbulingdi|262
TG|TGO|多哥|Togo|duoge|228
TH|THA|泰国|Thailand|taiguo|66
TJ|TJK|塔吉克斯坦|Tajikistan|tajikesitan|992
TK|TKL|托克劳|Tokelau|tuokelao|690
TL|TLS|东帝汶|Timor-Leste|dongdiwen|670
TM|TKM|土库曼斯坦|Turkmenistan|tukumansitan|993
TN|TUN|突尼斯|Tunisia|tunisi|216
TO|TON|汤加|Tonga|tangjia|676
TR|TUR|土耳其|Türkiye|tuerqi|90
TT|TTO|特立尼达和多巴哥|Trinidad and Tobago|telinidaheduobage|1868
TV|TUV|图瓦卢|Tuvalu|tuwalu|688
TW|TWN|中国台湾|Taiwan, China|zhongguotaiwan|886
TZ|TZA|坦桑尼亚|Tanzania|tansangniya|255
UA|UKR|乌克兰|Ukraine|wukelan|380
UG|UGA|乌干达|Uganda|wuganda|256
UM|UMI|美国本土外小岛屿|United States Minor Outlying Islands|meiguobentuwaixiaodaoyu|1
US|USA|美国|United States|meiguo|1
UY|URY|乌拉圭|Uruguay|wulagui|598
UZ|UZB|乌兹别克斯坦|Uzbekistan|wuzibiekesitan|998
VA|VAT|梵蒂冈|Vatican City|fandigang|379
VC|VCT|圣文森特和格林纳丁斯|Saint Vincent and the Grenadines|shengwensentehegelinnadingsi|1784
VE|VEN|委内瑞拉|Venezuela|weineiruila|58
VG|VGB|英属维尔京群岛|British Virgin Islands|yingshuweierjingqundao|1284
VI|VIR|美属维尔京群岛|U.S. Virgin Islands|meishuweierjingqundao|1340
VN|VNM|越南|Vietnam|yuenan|84
VU|VUT|瓦努阿图|Vanuatu|wanuatu|678
WF|WLF|瓦利斯和富图纳|Wallis and Futuna|walisihefutuna|681
WS|WSM|萨摩亚|Samoa|samoya|685
YE|YEM|也门|Yemen|yemen|967
YT|MYT|马约特|Mayotte|mayuete|262
ZA|ZAF|南非|South Africa|nanfei|27
ZM|ZMB|赞比亚|Zambia|zanbiya|260
ZW|ZWE|津巴布韦|Zimbabwe|jinbabuwei|263
`;

export const COUNTRY_SEED: CountrySeed[] = ROWS.trim()
  .split("\n")
  .map((line) => {
    const [
      regionCode = "",
      threeRegionCode = "",
      regionName = "",
      regionNameEn = "",
      quanPin = "",
      areaCode = "",
    ] = line.split("|");
    return {
      regionCode,
      threeRegionCode,
      regionName,
      regionNameEn,
      quanPin,
      areaCode,
      hot: HOT_COUNTRY_CODES.includes(regionCode),
    };
  });
