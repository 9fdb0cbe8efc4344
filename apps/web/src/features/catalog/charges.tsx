import type { ChargeInput } from "@pp/contracts";
import { CHARGE_UNITS, type ChargeUnit } from "@pp/domain";
import { Col, Form, Input, Select } from "antd";
import { useTranslation } from "react-i18next";
import { NUMBER_INPUT, useDecimalRules } from "./ProductShared";

// A charge in one of the engine's units, as surcharges and premium packages enter and show it: a unit select,
// the amount labelled by its unit (or the percentage), and the step only for per kg.

const AMOUNT_KIND: Record<ChargeUnit, "money" | "price" | "percent"> = {
  perOrder: "money",
  perPiece: "money",
  perKg: "price",
  percentOfFreight: "percent",
  percentOfDeclaredValue: "percent",
};
const isPercent = (unit: ChargeUnit) => AMOUNT_KIND[unit] === "percent";

/** A charge as the form holds it: every field optional, empty texts allowed. */
export type ChargeForm = { unit?: ChargeUnit; amount?: string; percent?: string; stepKg?: string };

/** Only the fields of the chosen unit travel; an empty step is left out. */
export const chargeFromForm = (form: ChargeForm): ChargeInput => {
  const unit = form.unit ?? "perOrder";
  if (isPercent(unit)) return { unit, percent: form.percent?.trim() ?? "" };
  const step = form.stepKg?.trim();
  return { unit, amount: form.amount?.trim() ?? "", ...(unit === "perKg" && step ? { stepKg: step } : {}) };
};

/** A charge in words: "35 CNY per piece", "2.5 CNY per started 0.5 kg", "10% of freight". */
export const useChargeText = () => {
  const { t } = useTranslation();
  return (charge: ChargeForm, currency = "") => {
    const unit = charge.unit ?? "perOrder";
    if (isPercent(unit)) return t(`catalogProducts.charge.text.${unit}`, { percent: charge.percent ?? "" });
    const money = `${charge.amount ?? ""} ${currency}`.trim();
    if (unit === "perKg" && charge.stepKg)
      return t("catalogProducts.charge.text.perKgStep", { money, step: charge.stepKg });
    return t(`catalogProducts.charge.text.${unit}`, { money });
  };
};

/**
 * The fields of a charge under `name` (a form path): the unit, the amount or percentage labelled by the unit,
 * and for per kg the optional step. `currency` is shown beside amounts when the product's currency is known.
 */
export const ChargeFields = ({ name, currency }: { name: string[]; currency?: string }) => {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const rules = useDecimalRules();
  const unit = (Form.useWatch([...name, "unit"], form) ?? "perOrder") as ChargeUnit;
  const money = currency ?? t("catalogProducts.charge.productCurrency");
  const suffix = isPercent(unit) ? "%" : unit === "perKg" ? `${money}/kg` : money;
  return (
    <>
      <Col xs={24} sm={12}>
        <Form.Item
          name={[...name, "unit"]}
          label={t("catalogProducts.charge.unit")}
          rules={[{ required: true }]}
        >
          <Select
            options={CHARGE_UNITS.map((value) => ({
              value,
              label: t(`catalogProducts.charge.units.${value}`),
            }))}
            onChange={(value: ChargeUnit) => form.setFieldValue(name, { unit: value })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name={[...name, isPercent(unit) ? "percent" : "amount"]}
          label={t(`catalogProducts.charge.amount.${unit}`)}
          rules={rules(AMOUNT_KIND[unit])}
        >
          <Input suffix={suffix} styles={NUMBER_INPUT} inputMode="decimal" />
        </Form.Item>
      </Col>
      {unit === "perKg" ? (
        <Col xs={24} sm={12}>
          <Form.Item
            name={[...name, "stepKg"]}
            label={t("catalogProducts.charge.stepKg")}
            extra={t("catalogProducts.charge.stepHint")}
            rules={rules("weight", false)}
          >
            <Input suffix="kg" styles={NUMBER_INPUT} inputMode="decimal" />
          </Form.Item>
        </Col>
      ) : null}
    </>
  );
};
