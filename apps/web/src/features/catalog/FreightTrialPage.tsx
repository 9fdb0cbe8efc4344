import { CalculatorOutlined, UndoOutlined } from "@ant-design/icons";
import type { QuoteOptions, QuoteRequest, QuoteResponse } from "@pp/contracts";
import { CARGO_TYPES, type CargoType, cargoTypeLabels } from "@pp/domain";
import {
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Empty,
  Flex,
  Form,
  Input,
  Row,
  Select,
  Space,
  Spin,
  Typography,
} from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { useSessionUser } from "../../shared/auth/session";
import { CountrySelect } from "../../shared/components/CountrySelect";
import { useFormRules } from "../../shared/forms/form-rules";
import { putFieldErrors } from "../../shared/forms/use-form-save";
import { EMPTY_PIECE, FreightTrialPieces, type PieceRow } from "./FreightTrialPieces";
import { FreightTrialResults } from "./FreightTrialResults";
import { useFreightTrial, useFreightTrialOptions } from "./quote.api";

type FormValues = {
  orgId?: number;
  /** The currency to show totals in; the org's settlement currency until the user picks another. */
  currency?: string;
  destination: { country?: string; postcode?: string; city?: string };
  pieces: PieceRow[];
  declaredValue: { amount?: string; currency: string };
  cargoType: CargoType;
  premiumPackageCodes: string[];
  insured: boolean;
};

const INITIAL: FormValues = {
  destination: {},
  pieces: [{ ...EMPTY_PIECE }],
  declaredValue: { amount: "", currency: "USD" },
  cargoType: "general",
  premiumPackageCodes: [],
  insured: false,
};

const SECTION_TITLE = { margin: "4px 0 12px" };

const text = (value: string | undefined) => (value ?? "").trim();

const toRequest = (values: FormValues): QuoteRequest => ({
  ...(values.orgId !== undefined ? { orgId: values.orgId } : {}),
  ...(values.currency ? { currency: values.currency } : {}),
  destination: {
    country: text(values.destination.country),
    postcode: text(values.destination.postcode),
    city: text(values.destination.city),
  },
  pieces: values.pieces.map((piece) => ({
    lengthCm: text(piece.lengthCm),
    widthCm: text(piece.widthCm),
    heightCm: text(piece.heightCm),
    weightKg: text(piece.weightKg),
  })),
  declaredValue: {
    amount: text(values.declaredValue.amount) || "0",
    currency: values.declaredValue.currency,
  },
  cargoType: values.cargoType,
  premiumPackageCodes: values.premiumPackageCodes,
  insured: values.insured,
});

type Translate = ReturnType<typeof useTranslation>["t"];

/** The currencies a trial may show: the org's own (settlement first, then its wallets'), then every other one. */
const currencyChoices = (options: QuoteOptions | undefined, t: Translate) => {
  if (!options) return [];
  const settlement = options.settlementCurrency;
  const own = [...new Set([settlement, ...(options.walletCurrencies ?? [])])].flatMap((code) =>
    code ? [code] : [],
  );
  const label = (code: string) =>
    code === settlement ? t("catalogQuote.currencies.settlement", { code }) : code;
  const others = options.currencies.filter((code) => !own.includes(code));
  return [
    ...(own.length
      ? [
          {
            label: t("catalogQuote.currencies.own"),
            options: own.map((code) => ({ value: code, label: label(code) })),
          },
        ]
      : []),
    {
      label: t("catalogQuote.currencies.other"),
      options: others.map((code) => ({ value: code, label: code })),
    },
  ];
};

/**
 * Freight trial (spec §2): one parcel priced with every product the customer may use, at its own quote plan.
 * Platform staff pick the customer and also see cost and margin. Results come back in the caller's language, so
 * a language switch re-runs the last trial.
 */
const FreightTrialPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = useFormRules();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const session = useSessionUser();
  const isPlatform = session.data?.user.orgType === "platform";
  const orgId = Form.useWatch("orgId", form);
  const options = useFreightTrialOptions(orgId, lang, Boolean(session.data));
  const trial = useFreightTrial();
  const lastRequest = useRef<QuoteRequest | null>(null);
  // The last answer stays on screen while the next one loads, so opened breakdowns stay open.
  const [answer, setAnswer] = useState<QuoteResponse>();
  const waitingForCustomer = isPlatform && orgId === undefined;

  const run = (request: QuoteRequest) => {
    lastRequest.current = request;
    trial.mutate(request, {
      onSuccess: setAnswer,
      onError: (error) => {
        if (!putFieldErrors(form, error) && error instanceof Error) void message.error(error.message);
      },
    });
  };

  // Product names, zones, surcharges and reasons are worded by the server: ask again in the new language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `lang` is the trigger, not a value read here.
  useEffect(() => {
    if (lastRequest.current) run(lastRequest.current);
    const shown = form.getFieldsError().filter((entry) => entry.errors.length > 0);
    if (shown.length) void form.validateFields(shown.map((entry) => entry.name)).catch(() => undefined);
  }, [lang]);

  const reset = () => {
    form.resetFields();
    form.setFieldValue("currency", options.data?.settlementCurrency);
    lastRequest.current = null;
    setAnswer(undefined);
    trial.reset();
  };

  const packages = options.data?.premiumPackages ?? [];

  // The org's settlement currency is the default: set once the options of the org (or a newly picked one) arrive.
  const settlementCurrency = options.data?.settlementCurrency;
  useEffect(() => {
    form.setFieldValue("currency", settlementCurrency);
  }, [form, settlementCurrency]);

  return (
    <Flex vertical gap={12} className="pp-list-page pp-freight-trial">
      <Card variant="borderless" className="pp-page-card" styles={{ body: { padding: "14px 20px" } }}>
        <Flex vertical gap={2}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t("catalogQuote.title")}
          </Typography.Title>
          <Typography.Text type="secondary">
            {t(isPlatform ? "catalogQuote.platformDescription" : "catalogQuote.description")}
          </Typography.Text>
        </Flex>
      </Card>
      <Card variant="borderless" className="pp-page-card">
        <Form<FormValues>
          form={form}
          layout="vertical"
          initialValues={INITIAL}
          onFinish={(values) => run(toRequest(values))}
        >
          <Row gutter={16}>
            {isPlatform && (
              <Col xs={24} md={12} xl={8}>
                <Form.Item name="orgId" label={t("catalogQuote.customer")} rules={[rules.required()]}>
                  <Select<number>
                    showSearch={{ optionFilterProp: "label" }}
                    placeholder={t("catalogQuote.customerPlaceholder")}
                    loading={options.isPending}
                    options={(options.data?.customers ?? []).map((org) => ({
                      value: org.id,
                      label: org.name,
                    }))}
                    onChange={() => form.setFieldValue("premiumPackageCodes", [])}
                  />
                </Form.Item>
              </Col>
            )}
            <Col xs={24} md={8} xl={6}>
              <Form.Item
                name="currency"
                label={t("catalogQuote.showIn")}
                tooltip={t("catalogQuote.showInHint")}
              >
                <Select<string>
                  showSearch
                  disabled={waitingForCustomer}
                  loading={options.isPending}
                  options={currencyChoices(options.data, t)}
                />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Title level={5} style={SECTION_TITLE}>
            {t("catalogQuote.sections.destination")}
          </Typography.Title>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item
                name={["destination", "country"]}
                label={t("catalogQuote.country")}
                rules={[rules.required()]}
              >
                <CountrySelect />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name={["destination", "postcode"]}
                label={t("catalogQuote.postcode")}
                rules={[rules.rule("postcode")]}
              >
                <Input placeholder={t("catalogQuote.postcodePlaceholder")} maxLength={12} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name={["destination", "city"]} label={t("catalogQuote.city")}>
                <Input placeholder={t("catalogQuote.cityPlaceholder")} maxLength={100} />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Title level={5} style={SECTION_TITLE}>
            {t("catalogQuote.sections.pieces")}
          </Typography.Title>
          <FreightTrialPieces />
          <Typography.Title level={5} style={{ ...SECTION_TITLE, marginTop: 20 }}>
            {t("catalogQuote.sections.goods")}
          </Typography.Title>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item label={t("catalogQuote.declaredValue")} required={false}>
                <Space.Compact block>
                  <Form.Item name={["declaredValue", "amount"]} noStyle rules={[rules.rule("money")]}>
                    <Input
                      inputMode="decimal"
                      placeholder="0.00"
                      aria-label={t("catalogQuote.declaredValue")}
                    />
                  </Form.Item>
                  <Form.Item name={["declaredValue", "currency"]} noStyle>
                    <Select
                      style={{ width: 110 }}
                      aria-label={t("catalogQuote.currency")}
                      options={(options.data?.currencies ?? ["USD"]).map((code) => ({
                        value: code,
                        label: code,
                      }))}
                    />
                  </Form.Item>
                </Space.Compact>
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="cargoType" label={t("catalogQuote.cargoType")}>
                <Select
                  options={CARGO_TYPES.map((value) => ({ value, label: cargoTypeLabels[lang][value] }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="insured" valuePropName="checked" label=" ">
                <Checkbox>{t("catalogQuote.insured")}</Checkbox>
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="premiumPackageCodes" label={t("catalogQuote.premiumPackages")}>
            {packages.length ? (
              <Checkbox.Group options={packages.map((p) => ({ value: p.code, label: p.name }))} />
            ) : (
              <Typography.Text type="secondary">{t("catalogQuote.noPremiumPackages")}</Typography.Text>
            )}
          </Form.Item>
          <Flex gap={8} justify="flex-end">
            <Button icon={<UndoOutlined />} onClick={reset}>
              {t("catalogQuote.reset")}
            </Button>
            <Button type="primary" htmlType="submit" icon={<CalculatorOutlined />} loading={trial.isPending}>
              {t("catalogQuote.run")}
            </Button>
          </Flex>
        </Form>
      </Card>
      <Card variant="borderless" className="pp-page-card" title={t("catalogQuote.results.title")}>
        <Spin spinning={trial.isPending}>
          {answer ? (
            <FreightTrialResults answer={answer} showCost={isPlatform} />
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={
                <Flex vertical gap={4} align="center">
                  <Typography.Text strong>
                    {t(waitingForCustomer ? "catalogQuote.chooseCustomer.title" : "catalogQuote.empty.title")}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ maxWidth: 520 }}>
                    {t(waitingForCustomer ? "catalogQuote.chooseCustomer.hint" : "catalogQuote.empty.hint")}
                  </Typography.Text>
                </Flex>
              }
            />
          )}
        </Spin>
      </Card>
    </Flex>
  );
};

export default FreightTrialPage;
