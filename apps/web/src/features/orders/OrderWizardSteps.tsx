import { DeleteOutlined, PlusOutlined, ThunderboltOutlined, TrophyOutlined } from "@ant-design/icons";
import { orderDraftSchema, orderLineSchema, type QuoteResponse, type ServedQuoteResult } from "@pp/contracts";
import {
  type AddressType,
  CARGO_TYPES,
  cargoTypeLabels,
  groupMoney,
  isIossNumber,
  isUkVatNumber,
  type OrderAddressField,
} from "@pp/domain";
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Divider,
  Flex,
  Form,
  type FormRule,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Tag,
  Typography,
} from "antd";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { CountrySelect } from "../../shared/components/CountrySelect";
import { ruleFrom } from "../../shared/forms/contract-rules";
import { useFormRules } from "../../shared/forms/form-rules";
import { FreightTrialPieces } from "../catalog/FreightTrialPieces";
import { useAddressChoices } from "./addresses.api";
import {
  computedTotal,
  customsReviewOf,
  destinationIssue,
  EMPTY_LINE,
  orderDay,
  orderMessage,
  type PartyValues,
  partyIssues,
  partyIssueText,
  type WizardValues,
} from "./order-wizard";
import { SellerFilePicker, useMarketplaceOptions } from "./SellerLabel";

const SECTION = { margin: "4px 0 12px" };

/** The cheapest (the answer's first) and the fastest (shortest lead time) served products. */
export const markedProducts = (served: readonly ServedQuoteResult[]) => {
  const fastest = [...served].sort(
    (a, b) => a.leadTime.minDays - b.leadTime.minDays || a.leadTime.maxDays - b.leadTime.maxDays,
  )[0];
  return { cheapest: served[0]?.productId, fastest: fastest?.productId };
};

/** Step 1: where to and what, the freight trial inline, and the service chosen from its answer. */
export const ServiceStep = (props: {
  answer: QuoteResponse | undefined;
  quoting: boolean;
  productId: number | null;
  onQuote: () => void;
  onChoose: (productId: number) => void;
}) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = useFormRules();
  const { answer } = props;
  const marks = markedProducts(answer?.served ?? []);
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5} style={SECTION}>
        {t("orders.wizard.service.destination")}
      </Typography.Title>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name={["destination", "country"]}
            label={t("orders.wizard.service.country")}
            rules={[rules.required()]}
          >
            <CountrySelect withoutEuGroup />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={["destination", "postcode"]}
            label={t("orders.wizard.service.postcode")}
            rules={[rules.rule("postcode")]}
          >
            <Input maxLength={12} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={["destination", "city"]} label={t("orders.wizard.service.city")}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="cargoType" label={t("orders.wizard.service.cargoType")}>
            <Select options={CARGO_TYPES.map((value) => ({ value, label: cargoTypeLabels[lang][value] }))} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={5} style={SECTION}>
        {t("orders.wizard.service.parcel")}
      </Typography.Title>
      <FreightTrialPieces />
      <Flex justify="flex-end">
        <Button type="primary" ghost loading={props.quoting} onClick={props.onQuote}>
          {t("orders.wizard.service.quote")}
        </Button>
      </Flex>
      {answer ? (
        <Flex vertical gap={8}>
          <Typography.Title level={5} style={SECTION}>
            {t("orders.wizard.service.choose")}
          </Typography.Title>
          {answer.served.length === 0 ? (
            <Alert type="warning" showIcon title={t("orders.wizard.service.noneServed")} />
          ) : (
            <Radio.Group
              value={props.productId}
              onChange={(event) => props.onChoose(event.target.value as number)}
              style={{ width: "100%" }}
            >
              <Flex vertical gap={8}>
                {answer.served.map((result) => (
                  <Card key={result.productId} size="small" className="pp-wizard-service">
                    <Flex justify="space-between" align="center" gap={12} wrap>
                      <Radio value={result.productId}>
                        <Flex vertical>
                          <Flex gap={6} wrap align="center">
                            <Typography.Text strong>{result.productName}</Typography.Text>
                            {result.productId === marks.cheapest ? (
                              <Tag color="green" icon={<TrophyOutlined />}>
                                {t("orders.wizard.service.cheapest")}
                              </Tag>
                            ) : null}
                            {result.productId === marks.fastest ? (
                              <Tag color="blue" icon={<ThunderboltOutlined />}>
                                {t("orders.wizard.service.fastest")}
                              </Tag>
                            ) : null}
                          </Flex>
                          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                            {t("orders.wizard.service.resultLine", {
                              code: result.productCode,
                              zone: result.zone.code,
                              weight: result.weights.chargeableKg,
                              min: result.leadTime.minDays,
                              max: result.leadTime.maxDays,
                            })}
                          </Typography.Text>
                        </Flex>
                      </Radio>
                      <Typography.Text strong>
                        {groupMoney(result.totalInWalletCurrency)} {answer.walletCurrency}
                      </Typography.Text>
                    </Flex>
                  </Card>
                ))}
              </Flex>
            </Radio.Group>
          )}
          {answer.notServed.length ? (
            <Flex vertical gap={4}>
              <Typography.Text type="secondary">{t("orders.wizard.service.notServed")}</Typography.Text>
              {answer.notServed.map((result) => (
                <Typography.Text key={result.productId} type="secondary" style={{ fontSize: 12 }}>
                  {result.productName}: {result.reason.message}
                </Typography.Text>
              ))}
            </Flex>
          ) : null}
        </Flex>
      ) : null}
    </Flex>
  );
};

/** Step 2: the boxes (sizes, weights) and their domestic inbound numbers. */
export const BoxesStep = () => {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8}>
      <FreightTrialPieces />
      <Form.Item
        name="deliveryNumbers"
        label={t("orders.wizard.boxes.deliveryNumbers")}
        extra={t("orders.wizard.boxes.deliveryNumbersHint")}
        style={{ marginTop: 12 }}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} style={{ maxWidth: 420 }} />
      </Form.Item>
    </Flex>
  );
};

/**
 * Step 3: the declaration lines, each in a box, the declared currency and total, the tax numbers; what customs
 * notes of the destination (the EU flat duty) shows as it is typed, at the latest quote's `rates`.
 */
export const DeclarationStep = ({
  currencies,
  rates,
}: {
  currencies: readonly string[];
  rates: Readonly<Record<string, string>> | undefined;
}) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = useFormRules();
  const form = Form.useFormInstance<WizardValues>();
  const pieces = Form.useWatch("pieces", { form, preserve: true }) ?? [];
  const lines = Form.useWatch("lines", form) ?? [];
  const currency = Form.useWatch("declaredCurrency", form);
  const destination = Form.useWatch("destination", { form, preserve: true }) ?? {};
  const iossNo = Form.useWatch("iossNo", form);
  const hmrcNo = Form.useWatch("hmrcNo", form);
  const total = computedTotal({ pieces, lines });
  const customsNotes =
    rates && currency
      ? customsReviewOf(
          { destination, pieces, lines, declaredCurrency: currency, iossNo, hmrcNo },
          rates,
          orderDay(new Date()),
          lang,
        ).notes
      : [];
  const boxOptions = pieces.map((_, index) => ({
    value: index + 1,
    label: t("orders.wizard.declaration.boxN", { n: index + 1 }),
  }));
  const hsRule = ruleFrom(orderLineSchema.shape.hsCode, orderMessage(lang, "orderHsCode"));
  const valueRule = ruleFrom(orderLineSchema.shape.unitValue, rules.message("money"));
  const formatRule = (test: (value: string) => boolean, key: "orderIossFormat" | "orderUkVatFormat") => ({
    validator: async (_: unknown, value: string | undefined) => {
      if (value?.trim() && !test(value.trim())) throw new Error(orderMessage(lang, key));
    },
  });
  return (
    <Flex vertical gap={8}>
      <Form.List name="lines">
        {(fields, { add, remove }) => (
          <Flex vertical gap={12}>
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                title={t("orders.wizard.declaration.lineN", { n: index + 1 })}
                extra={
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    disabled={fields.length === 1}
                    aria-label={t("orders.wizard.declaration.removeLine", { n: index + 1 })}
                    onClick={() => remove(field.name)}
                  />
                }
              >
                <Row gutter={12}>
                  <Col xs={12} md={4}>
                    <Form.Item name={[field.name, "box"]} label={t("orders.wizard.declaration.box")}>
                      <Select options={boxOptions} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={10}>
                    <Form.Item
                      name={[field.name, "goodsNameEn"]}
                      label={t("orders.wizard.declaration.goodsNameEn")}
                      rules={[rules.required()]}
                    >
                      <Input maxLength={200} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={10}>
                    <Form.Item
                      name={[field.name, "goodsNameZh"]}
                      label={t("orders.wizard.declaration.goodsNameZh")}
                      rules={[rules.required()]}
                    >
                      <Input maxLength={200} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={4}>
                    <Form.Item
                      name={[field.name, "quantity"]}
                      label={t("orders.wizard.declaration.quantity")}
                      rules={[rules.required()]}
                    >
                      <InputNumber min={1} max={999_999} precision={0} style={{ width: "100%" }} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={5}>
                    <Form.Item
                      name={[field.name, "unitValue"]}
                      label={t("orders.wizard.declaration.unitValue")}
                      rules={[rules.required(), valueRule]}
                    >
                      <Input inputMode="decimal" suffix={currency} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={5}>
                    <Form.Item
                      name={[field.name, "hsCode"]}
                      label={t("orders.wizard.declaration.hsCode")}
                      rules={[rules.required(), hsRule]}
                    >
                      <Input maxLength={20} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={5}>
                    <Form.Item
                      name={[field.name, "originCountry"]}
                      label={t("orders.wizard.declaration.origin")}
                      rules={[rules.required()]}
                    >
                      <CountrySelect withoutEuGroup allowClear={false} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={5}>
                    <Form.Item name={[field.name, "sku"]} label="SKU">
                      <Input maxLength={100} />
                    </Form.Item>
                  </Col>
                  {(["brand", "model", "material", "usage"] as const).map((name) => (
                    <Col xs={12} md={6} key={name}>
                      <Form.Item name={[field.name, name]} label={t(`orders.wizard.declaration.${name}`)}>
                        <Input maxLength={100} />
                      </Form.Item>
                    </Col>
                  ))}
                  <Col xs={24}>
                    <Form.Item name={[field.name, "link"]} label={t("orders.wizard.declaration.link")}>
                      <Input maxLength={500} />
                    </Form.Item>
                  </Col>
                </Row>
              </Card>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={fields.length >= 100}
              onClick={() => add({ ...EMPTY_LINE })}
            >
              {t("orders.wizard.declaration.addLine")}
            </Button>
          </Flex>
        )}
      </Form.List>
      {customsNotes.map((note) => (
        <Alert
          key={note.message}
          type="warning"
          showIcon
          title={note.message}
          style={{ marginTop: 12 }}
          data-testid="customs-note"
        />
      ))}
      <Row gutter={16} style={{ marginTop: 12 }}>
        <Col xs={12} md={6}>
          <Form.Item name="declaredCurrency" label={t("orders.wizard.declaration.currency")}>
            <Select showSearch options={currencies.map((code) => ({ value: code, label: code }))} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="declaredTotal"
            label={t("orders.wizard.declaration.total")}
            extra={t("orders.wizard.declaration.computed", { total: groupMoney(total), currency })}
            rules={[ruleFrom(orderDraftSchema.shape.declaredTotal, rules.message("money"))]}
          >
            <Input inputMode="decimal" placeholder={total} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="iossNo"
            label={t("orders.taxIds.iossNo")}
            rules={[formatRule(isIossNumber, "orderIossFormat")]}
          >
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="hmrcNo"
            label={t("orders.taxIds.hmrcNo")}
            rules={[formatRule(isUkVatNumber, "orderUkVatFormat")]}
          >
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="vatNo" label={t("orders.taxIds.vatNo")}>
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="eoriNo" label={t("orders.taxIds.eoriNo")}>
            <Input maxLength={30} />
          </Form.Item>
        </Col>
      </Row>
    </Flex>
  );
};

const PARTY_FIELDS: { field: Exclude<keyof PartyValues, "countryCode">; max: number; md: number }[] = [
  { field: "name", max: 100, md: 12 },
  { field: "company", max: 100, md: 12 },
  { field: "phone", max: 30, md: 12 },
  { field: "email", max: 100, md: 12 },
  { field: "province", max: 100, md: 8 },
  { field: "city", max: 100, md: 8 },
  { field: "postcode", max: 12, md: 8 },
  { field: "address1", max: 200, md: 24 },
  { field: "address2", max: 200, md: 16 },
  { field: "houseNumber", max: 20, md: 8 },
  { field: "clearanceNo", max: 30, md: 24 },
];

const REQUIRED: readonly string[] = ["name", "phone", "city", "address1"];

/** One party: picked from the address book or typed, checked by the per-country order address rules. */
const PartyForm = ({ side }: { side: "sender" | "receiver" }) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = useFormRules();
  const form = Form.useFormInstance<WizardValues>();
  const type: AddressType = side === "sender" ? "sender" : "consignee";
  const book = useAddressChoices(type);
  const partyRule =
    (field: OrderAddressField): FormRule =>
    ({ getFieldsValue }) => ({
      validator: async () => {
        const values = getFieldsValue(true) as WizardValues;
        if (side === "receiver" && destinationIssue(values) === field)
          throw new Error(orderMessage(lang, "orderReceiverDestination"));
        const issue = partyIssues(values[side], type).find((item) => item.field === field);
        if (issue) throw new Error(partyIssueText(lang, issue));
      },
    });
  const pick = (id: number) => {
    const address = book.data?.find((item) => item.id === id);
    if (!address) return;
    const { id: _id, type: _type, isDefault: _default, ...fields } = address;
    form.setFieldValue(side, { ...form.getFieldValue(side), ...fields });
    void form.validateFields([[side, "countryCode"]]).catch(() => undefined);
  };
  return (
    <Card size="small" title={t(`orders.wizard.parties.${side}`)}>
      <Form.Item label={t("orders.wizard.parties.fromBook")}>
        <Select<number>
          allowClear
          showSearch={{ optionFilterProp: "label" }}
          loading={book.isPending}
          placeholder={t("orders.wizard.parties.fromBookPlaceholder")}
          notFoundContent={t("orders.wizard.parties.bookEmpty")}
          options={(book.data ?? []).map((address) => ({
            value: address.id,
            label: `${address.name} · ${address.city} · ${address.countryCode}`,
          }))}
          onChange={(id) => id !== undefined && pick(id)}
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item
            name={[side, "countryCode"]}
            label={t("orders.addressBook.country")}
            rules={[rules.required(), partyRule("countryCode")]}
          >
            <CountrySelect withoutEuGroup />
          </Form.Item>
        </Col>
        {PARTY_FIELDS.map(({ field, max, md }) => (
          <Col xs={24} md={md} key={field}>
            <Form.Item
              name={[side, field]}
              label={t(`orders.wizard.parties.fields.${field}`)}
              rules={[...(REQUIRED.includes(field) ? [rules.required()] : []), partyRule(field)]}
            >
              <Input maxLength={max} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Form.Item name={side === "sender" ? "saveSender" : "saveReceiver"} valuePropName="checked" noStyle>
        <Checkbox>{t("orders.wizard.parties.save")}</Checkbox>
      </Form.Item>
    </Card>
  );
};

/** Step 4: sender and receiver; the receiver's country (and postcode, when quoted) is the quoted one. */
export const PartiesStep = () => (
  <Row gutter={[16, 16]}>
    <Col xs={24} xl={12}>
      <PartyForm side="sender" />
    </Col>
    <Col xs={24} xl={12}>
      <PartyForm side="receiver" />
    </Col>
  </Row>
);

/** Step 5: reference number, remarks, premium packages, insurance and cash on delivery. */
export const ExtraStep = ({
  packages,
  currencies,
  sellerFile,
  onSellerFile,
}: {
  packages: readonly { code: string; name: string }[];
  currencies: readonly string[];
  /** The seller's label PDF, kept beside the form (a file does not survive a page refresh). */
  sellerFile: File | null;
  onSellerFile: (file: File | null) => void;
}) => {
  const { t } = useTranslation();
  const rules = useFormRules();
  const form = Form.useFormInstance<WizardValues>();
  const cod = Form.useWatch("codAmount", form);
  const marketplaces = useMarketplaceOptions();
  const sellerNumber = Form.useWatch(["sellerLabel", "trackingNumber"], form);
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="referenceNo"
          label={t("orders.wizard.extra.referenceNo")}
          extra={t("orders.wizard.extra.referenceHint")}
        >
          <Input maxLength={50} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label={t("orders.wizard.extra.cod")}>
          <Space.Compact block>
            <Form.Item
              name="codAmount"
              noStyle
              rules={[ruleFrom(orderDraftSchema.shape.codAmount, rules.message("money"))]}
            >
              <Input inputMode="decimal" placeholder="0.00" aria-label={t("orders.wizard.extra.cod")} />
            </Form.Item>
            <Form.Item name="codCurrency" noStyle rules={cod?.trim() ? [rules.required()] : []}>
              <Select
                allowClear
                style={{ width: 110 }}
                aria-label={t("orders.wizard.extra.codCurrency")}
                placeholder={t("orders.wizard.extra.codCurrency")}
                options={currencies.map((code) => ({ value: code, label: code }))}
              />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="remarks" label={t("orders.wizard.extra.remarks")}>
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="premiumPackageCodes" label={t("orders.wizard.extra.premiumPackages")}>
          {packages.length ? (
            <Checkbox.Group options={packages.map((p) => ({ value: p.code, label: p.name }))} />
          ) : (
            <Typography.Text type="secondary">{t("orders.wizard.extra.noPackages")}</Typography.Text>
          )}
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="insured" valuePropName="checked">
          <Checkbox>{t("orders.wizard.extra.insured")}</Checkbox>
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Divider titlePlacement="start" plain>
          {t("sellerLabel.title")}
        </Divider>
        <Typography.Paragraph type="secondary">{t("sellerLabel.hint")}</Typography.Paragraph>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name={["sellerLabel", "marketplace"]}
          label={t("sellerLabel.marketplace")}
          rules={sellerNumber?.trim() ? [rules.required()] : []}
        >
          <Select allowClear options={marketplaces} data-testid="seller-marketplace" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name={["sellerLabel", "trackingNumber"]} label={t("sellerLabel.trackingNumber")}>
          <Input maxLength={50} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          label={t("sellerLabel.file")}
          required={Boolean(sellerNumber?.trim())}
          validateStatus={sellerNumber?.trim() && !sellerFile ? "warning" : undefined}
          help={sellerNumber?.trim() && !sellerFile ? t("sellerLabel.needsFile") : undefined}
        >
          <SellerFilePicker file={sellerFile} onChange={onSellerFile} />
        </Form.Item>
      </Col>
    </Row>
  );
};
