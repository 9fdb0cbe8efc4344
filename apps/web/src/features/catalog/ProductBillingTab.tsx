import { MinusCircleOutlined, PlusOutlined } from "@ant-design/icons";
import type { CarryInput, ProductDetail } from "@pp/contracts";
import {
  BUBBLE_WAYS,
  type BubbleWay,
  CHARGE_BASES,
  type ChargeBasis,
  ROUNDING_MODES,
  type RoundingMode,
} from "@pp/domain";
import { App, Button, Card, Col, Flex, Form, Input, Radio, Row, Switch, Typography } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useFormSave } from "../../shared/forms/use-form-save";
import { NUMBER_INPUT, TabSaveBar, useDecimalRules } from "./ProductShared";
import { pricingHelpKey } from "./pricing-help";
import { useSaveProductTab } from "./products.api";

type CarryKind = CarryInput["kind"];
const CARRY_KINDS: CarryKind[] = ["none", "step", "custom"];
type BillingForm = {
  volumetricDivisor: string;
  bubble: { way: BubbleWay; percentage: string; thresholdCm: string };
  chargeBasis: ChargeBasis;
  carryKind: CarryKind;
  stepKg?: string;
  intervals?: { upToKg?: string; stepKg: string }[];
  rounding: RoundingMode;
  minimumCharge: string;
  bandFloor: boolean;
};

const BUBBLE_RULES = { none: "bubbleNone", full: "bubbleFull", split: "bubbleSplit" } as const;

const toCarry = (values: BillingForm): CarryInput => {
  if (values.carryKind === "step") return { kind: "step", stepKg: values.stepKg ?? "" };
  if (values.carryKind === "custom")
    return {
      kind: "custom",
      intervals: (values.intervals ?? []).map((interval) => ({
        upToKg: interval.upToKg?.trim() ? interval.upToKg.trim() : null,
        stepKg: interval.stepKg,
      })),
    };
  return { kind: "none" };
};

/**
 * Billing rule: divisor, bubble (volumetric share), charge basis, carry (rounding up of weight), rounding, minimum
 * charge and the band price floor option; each with the help text of its pricing rule.
 */
export const ProductBillingTab = ({ detail, readOnly }: { detail: ProductDetail; readOnly: boolean }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<BillingForm>();
  const product = detail.product;
  const save = useSaveProductTab(product);
  const { showError } = useFormSave(form, {
    announceFieldErrors: true,
    failed: t("catalogProducts.saveFailed"),
  });
  const rules = useDecimalRules();
  const bubbleWay = Form.useWatch(["bubble", "way"], form);
  const carryKind = Form.useWatch("carryKind", form);

  useEffect(() => {
    const carry = product.carry;
    form.setFieldsValue({
      volumetricDivisor: product.volumetricDivisor,
      bubble: product.bubble,
      chargeBasis: product.chargeBasis,
      carryKind: carry.kind,
      stepKg: carry.kind === "step" ? carry.stepKg : undefined,
      intervals:
        carry.kind === "custom"
          ? carry.intervals.map((interval) => ({ upToKg: interval.upToKg ?? "", stepKg: interval.stepKg }))
          : [{ upToKg: "", stepKg: "0.5" }],
      rounding: product.rounding,
      minimumCharge: product.minimumCharge,
      bandFloor: product.bandFloor,
    });
  }, [form, product]);

  const submit = async (values: BillingForm) => {
    try {
      await save.mutateAsync({
        tab: "billing",
        input: {
          volumetricDivisor: values.volumetricDivisor,
          bubble: values.bubble,
          chargeBasis: values.chargeBasis,
          carry: toCarry(values),
          rounding: values.rounding,
          minimumCharge: values.minimumCharge,
          bandFloor: values.bandFloor,
          rateModel: product.rateModel,
          bands: product.bands,
        },
      });
      void message.success(t("common.feedback.saved"));
    } catch (error) {
      showError(error, (path) => (path[0] === "carry" ? path.slice(1) : path));
    }
  };

  return (
    <Form<BillingForm>
      form={form}
      name="productBilling"
      layout="vertical"
      onFinish={submit}
      disabled={readOnly}
    >
      <Flex vertical gap={12}>
        <Card size="small" title={t("catalogProducts.billing.weightTitle")}>
          <Row gutter={16}>
            <Col xs={24} md={6}>
              <Form.Item
                name="volumetricDivisor"
                label={t("catalogProducts.billing.divisor")}
                extra={t(pricingHelpKey("volumetricWeight"))}
                rules={rules("whole")}
              >
                <Input styles={NUMBER_INPUT} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item
                name="chargeBasis"
                label={t("catalogProducts.billing.chargeBasis")}
                extra={t(pricingHelpKey("chargeBasis"))}
              >
                <Radio.Group
                  optionType="button"
                  options={CHARGE_BASES.map((value) => ({
                    value,
                    label: t(`catalogProducts.billing.chargeBases.${value}`),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name={["bubble", "way"]}
                label={t("catalogProducts.billing.bubbleWay")}
                extra={t(pricingHelpKey(BUBBLE_RULES[bubbleWay ?? "none"]))}
              >
                <Radio.Group
                  optionType="button"
                  options={BUBBLE_WAYS.map((value) => ({
                    value,
                    label: t(`catalogProducts.billing.bubbleWays.${value}`),
                  }))}
                />
              </Form.Item>
            </Col>
            {bubbleWay === "split" ? (
              <Col xs={24} md={6}>
                <Form.Item
                  name={["bubble", "percentage"]}
                  label={t("catalogProducts.billing.bubblePercentage")}
                  rules={rules("percent")}
                >
                  <Input suffix="%" styles={NUMBER_INPUT} />
                </Form.Item>
              </Col>
            ) : null}
            {bubbleWay && bubbleWay !== "none" ? (
              <Col xs={24} md={bubbleWay === "split" ? 18 : 12}>
                <Form.Item
                  name={["bubble", "thresholdCm"]}
                  label={t("catalogProducts.billing.bubbleThreshold")}
                  extra={t(pricingHelpKey("bubbleThreshold"))}
                  rules={rules("size")}
                >
                  <Input suffix="cm" styles={NUMBER_INPUT} style={{ maxWidth: 180 }} />
                </Form.Item>
              </Col>
            ) : null}
          </Row>
        </Card>
        <Card size="small" title={t("catalogProducts.billing.carryTitle")}>
          <Form.Item
            name="carryKind"
            label={t("catalogProducts.billing.carry")}
            extra={t(pricingHelpKey("carry"))}
          >
            <Radio.Group
              optionType="button"
              options={CARRY_KINDS.map((value) => ({
                value,
                label: t(`catalogProducts.billing.carryKinds.${value}`),
              }))}
            />
          </Form.Item>
          {carryKind === "step" ? (
            <Form.Item name="stepKg" label={t("catalogProducts.billing.stepKg")} rules={rules("weight")}>
              <Input suffix="kg" styles={NUMBER_INPUT} style={{ width: 180 }} />
            </Form.Item>
          ) : null}
          {carryKind === "custom" ? (
            <Form.Item
              label={t("catalogProducts.billing.intervals")}
              extra={t("catalogProducts.billing.intervalsHint")}
            >
              <Form.List name="intervals">
                {(fields, { add, remove }) => (
                  <Flex vertical gap={6}>
                    {fields.map((field, index) => (
                      <Flex key={field.key} gap={8} align="start">
                        <Typography.Text style={{ lineHeight: "32px", minWidth: 60 }}>
                          {t("catalogProducts.billing.upTo")}
                        </Typography.Text>
                        <Form.Item
                          name={[field.name, "upToKg"]}
                          rules={rules("weight", index < fields.length - 1)}
                          style={{ marginBottom: 0 }}
                        >
                          <Input
                            suffix="kg"
                            styles={NUMBER_INPUT}
                            style={{ width: 140 }}
                            placeholder={t("catalogProducts.billing.andAbove")}
                            aria-label={t("catalogProducts.billing.upTo")}
                          />
                        </Form.Item>
                        <Typography.Text style={{ lineHeight: "32px" }}>
                          {t("catalogProducts.billing.roundTo")}
                        </Typography.Text>
                        <Form.Item
                          name={[field.name, "stepKg"]}
                          rules={rules("weight")}
                          style={{ marginBottom: 0 }}
                        >
                          <Input
                            suffix="kg"
                            styles={NUMBER_INPUT}
                            style={{ width: 120 }}
                            aria-label={t("catalogProducts.billing.stepKg")}
                          />
                        </Form.Item>
                        {!readOnly && fields.length > 1 ? (
                          <Button
                            type="text"
                            icon={<MinusCircleOutlined />}
                            aria-label={t("catalogProducts.billing.removeInterval")}
                            onClick={() => remove(field.name)}
                          />
                        ) : null}
                      </Flex>
                    ))}
                    {!readOnly ? (
                      <Button
                        type="dashed"
                        icon={<PlusOutlined />}
                        style={{ width: 300 }}
                        onClick={() => add({ upToKg: "", stepKg: "" })}
                      >
                        {t("catalogProducts.billing.addInterval")}
                      </Button>
                    ) : null}
                  </Flex>
                )}
              </Form.List>
            </Form.Item>
          ) : null}
        </Card>
        <Card size="small" title={t("catalogProducts.billing.amountTitle")}>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="rounding" label={t("catalogProducts.billing.rounding")}>
                <Radio.Group
                  optionType="button"
                  options={ROUNDING_MODES.map((value) => ({
                    value,
                    label: t(`catalogProducts.billing.roundings.${value}`),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="minimumCharge"
                label={t("catalogProducts.billing.minimumCharge")}
                extra={t(pricingHelpKey("minimumCharge"))}
                rules={rules("money")}
              >
                <Input suffix={product.currency} styles={NUMBER_INPUT} style={{ maxWidth: 200 }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="bandFloor"
                label={t("catalogProducts.billing.bandFloor")}
                extra={t(pricingHelpKey("bandFloor"))}
                valuePropName="checked"
              >
                <Switch aria-label={t("catalogProducts.billing.bandFloor")} />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(pricingHelpKey("adjustedFreight"))}
          </Typography.Text>
        </Card>
      </Flex>
      <TabSaveBar readOnly={readOnly} saving={save.isPending} onSave={() => form.submit()} />
    </Form>
  );
};
