import { MinusCircleOutlined, PlusOutlined } from "@ant-design/icons";
import {
  moneyText,
  type ProductStatus,
  percentText,
  type ReportPriceType,
  sizeCmText,
  unitPriceText,
  weightKgText,
  wholeNumberText,
} from "@pp/contracts";
import {
  groupDigits,
  MONEY_MAX,
  RATE_MODELS,
  SETTINGS_SIZE_MAX_CM,
  SETTINGS_WEIGHT_MAX_KG,
  UNIT_PRICE_MAX,
} from "@pp/domain";
import { Button, Checkbox, Flex, Form, Input, Select, Tag, Typography } from "antd";
import type { Rule } from "antd/es/form";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ChoiceFilter } from "../../shared/components/list-controls";
import { fits, ruleFrom } from "../../shared/forms/contract-rules";
import { pricingHelpKey } from "./pricing-help";

// Pieces the product screens share: decimal rules from the contract's field primitives, the status and rate
// model labels, the weight bands editor and the save bar of a tab.

/** Each kind of decimal a product form takes, as the contract defines it. */
export const DECIMAL_FIELDS = {
  weight: weightKgText,
  money: moneyText,
  price: unitPriceText,
  size: sizeCmText,
  percent: percentText,
  whole: wholeNumberText,
} as const;
export type DecimalKind = keyof typeof DECIMAL_FIELDS;

/** The largest value of each kind, as its rule's message states it. */
const MAXIMA: Partial<Record<DecimalKind, string>> = {
  weight: groupDigits(SETTINGS_WEIGHT_MAX_KG),
  money: groupDigits(MONEY_MAX),
  price: groupDigits(UNIT_PRICE_MAX),
  size: groupDigits(SETTINGS_SIZE_MAX_CM),
};

/** Numbers line up on the right, in inputs as in tables. */
export const NUMBER_INPUT = { input: { textAlign: "right" as const } };

export const isDecimal = (kind: DecimalKind, value: string) => fits(DECIMAL_FIELDS[kind], value);

/** A required decimal text field of one kind, checked like the server checks it. */
export const useDecimalRules = () => {
  const { t } = useTranslation();
  return (kind: DecimalKind, required = true): Rule[] => [
    ...(required ? [{ required: true, whitespace: true, message: t("catalogProducts.rules.required") }] : []),
    ruleFrom(DECIMAL_FIELDS[kind], t(`catalogProducts.rules.${kind}`, { max: MAXIMA[kind] })),
  ];
};

/** The status filter of both product lists. */
export const StatusFilter = () => {
  const { t } = useTranslation();
  return (
    <ChoiceFilter
      name="status"
      label={t("catalogProducts.fields.status")}
      width={110}
      options={(["online", "offline"] as const).map((value) => ({
        value,
        label: t(`catalogProducts.status.${value}`),
      }))}
    />
  );
};

export const StatusTag = ({ status }: { status: ProductStatus }) => {
  const { t } = useTranslation();
  return (
    <Tag color={status === "online" ? "success" : "default"} style={{ marginInlineEnd: 0 }}>
      {t(`catalogProducts.status.${status}`)}
    </Tag>
  );
};

const REPORT_COLORS: Record<ReportPriceType, string> = { own: "purple", public: "blue", internal: "gold" };

export const ReportTypeTag = ({ type }: { type: ReportPriceType }) => {
  const { t } = useTranslation();
  return (
    <Tag color={REPORT_COLORS[type]} style={{ marginInlineEnd: 0 }}>
      {t(`catalogProducts.reportTypes.${type}`)}
    </Tag>
  );
};

export const useRateModelOptions = () => {
  const { t } = useTranslation();
  return RATE_MODELS.map((model) => ({ value: model, label: t(`catalogProducts.rateModels.${model}`) }));
};

export const RateModelSelect = (props: {
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}) => <Select {...props} options={useRateModelOptions()} style={{ width: 260 }} />;

/** A weight band as forms hold it; maxKg null = no upper end (the last band only). */
export type WeightBandValue = { minKg: string; maxKg: string | null };

/** "2–10 kg", or "30 kg +" for the open last band. */
export const useBandLabel = () => {
  const { t } = useTranslation();
  return (band: WeightBandValue) =>
    band.maxKg === null
      ? t("catalogProducts.bands.openLabel", { min: band.minKg })
      : t("catalogProducts.bands.label", { min: band.minKg, max: band.maxKg });
};

/**
 * Weight bands (minKg, maxKg]: each starts where the previous one ends; a new band continues the last. The last
 * band may have no upper limit (rule openBand); a band added after it takes over the open end.
 */
export const ProductBandsField = ({ name = "bands", disabled }: { name?: string; disabled?: boolean }) => {
  const { t } = useTranslation();
  const rules = useDecimalRules();
  const form = Form.useFormInstance();
  const bands = (Form.useWatch(name, form) ?? []) as WeightBandValue[];
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <Flex vertical gap={6}>
          {fields.map((field, index) => {
            const isLast = index === fields.length - 1;
            const isOpen = bands[index]?.maxKg === null;
            return (
              <Flex key={field.key} gap={8} align="start" wrap>
                <Typography.Text
                  type="secondary"
                  style={{ width: 28, lineHeight: "32px", textAlign: "right" }}
                >
                  {index + 1}
                </Typography.Text>
                <Form.Item name={[field.name, "minKg"]} rules={rules("weight")} style={{ marginBottom: 0 }}>
                  <Input
                    disabled={disabled}
                    suffix="kg"
                    style={{ width: 130 }}
                    styles={NUMBER_INPUT}
                    aria-label={t("catalogProducts.bands.min", { index: index + 1 })}
                  />
                </Form.Item>
                <Typography.Text style={{ lineHeight: "32px" }}>–</Typography.Text>
                {isOpen ? (
                  // Stays registered: a list field that unmounts loses its value, and null is the open end.
                  <Form.Item name={[field.name, "maxKg"]} hidden noStyle />
                ) : null}
                {isOpen ? (
                  <Typography.Text
                    type="secondary"
                    style={{ width: 130, lineHeight: "32px" }}
                    data-testid={`band-${index + 1}-open`}
                  >
                    {t("catalogProducts.bands.noUpper")}
                  </Typography.Text>
                ) : (
                  <Form.Item name={[field.name, "maxKg"]} rules={rules("weight")} style={{ marginBottom: 0 }}>
                    <Input
                      disabled={disabled}
                      suffix="kg"
                      style={{ width: 130 }}
                      styles={NUMBER_INPUT}
                      aria-label={t("catalogProducts.bands.max", { index: index + 1 })}
                    />
                  </Form.Item>
                )}
                {isLast ? (
                  <Checkbox
                    disabled={disabled}
                    checked={isOpen}
                    style={{ lineHeight: "32px" }}
                    onChange={(event) =>
                      form.setFieldValue([name, field.name, "maxKg"], event.target.checked ? null : "")
                    }
                  >
                    {t("catalogProducts.bands.open")}
                  </Checkbox>
                ) : null}
                {!disabled && fields.length > 1 ? (
                  <Button
                    type="text"
                    icon={<MinusCircleOutlined />}
                    aria-label={t("catalogProducts.bands.remove")}
                    onClick={() => remove(field.name)}
                  />
                ) : null}
              </Flex>
            );
          })}
          {!disabled ? (
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              style={{ width: 300 }}
              disabled={fields.length >= 50}
              onClick={() => {
                const last = bands.at(-1);
                if (last && last.maxKg === null) form.setFieldValue([name, bands.length - 1, "maxKg"], "");
                // An open end moves to the new last band.
                add({ minKg: last?.maxKg ?? "", maxKg: last && last.maxKg === null ? null : "" });
              }}
            >
              {t("catalogProducts.bands.add")}
            </Button>
          ) : null}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(pricingHelpKey("weightBands"))} {t(pricingHelpKey("openBand"))}
          </Typography.Text>
        </Flex>
      )}
    </Form.List>
  );
};

/** The save button under an editable tab, or nothing in read mode. */
export const TabSaveBar = ({
  readOnly,
  saving,
  onSave,
  extra,
}: {
  readOnly: boolean;
  saving: boolean;
  onSave: () => void;
  extra?: ReactNode;
}) => {
  const { t } = useTranslation();
  if (readOnly) return null;
  return (
    <Flex gap={8} justify="end" style={{ marginTop: 16 }}>
      {extra}
      <Button type="primary" loading={saving} onClick={onSave}>
        {t("common.actions.save")}
      </Button>
    </Flex>
  );
};
