import type { ProductDetail } from "@pp/contracts";
import { CARGO_TYPES, type CargoType, cargoTypeLabels } from "@pp/domain";
import { Alert, App, Checkbox, Col, Form, Input, Row, Select, Space } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { useFormSave } from "../../shared/forms/use-form-save";
import { type DecimalKind, NUMBER_INPUT, TabSaveBar, useDecimalRules } from "./ProductShared";
import { useCurrencyOptions, useSaveProductTab } from "./products.api";

type LimitKey = keyof ProductDetail["product"]["limits"];
type LimitsForm = { limits: Record<LimitKey, string>; cargoTypes: CargoType[] };

const LIMITS: { key: LimitKey; kind: DecimalKind; unit: string }[] = [
  { key: "maxPieceWeightKg", kind: "weight", unit: "kg" },
  { key: "maxOrderWeightKg", kind: "weight", unit: "kg" },
  { key: "maxLongestSideCm", kind: "size", unit: "cm" },
  { key: "maxGirthCm", kind: "size", unit: "cm" },
  { key: "maxDeclaredValue", kind: "money", unit: "" },
  { key: "maxPieces", kind: "whole", unit: "" },
];

/** The cargo types a product accepts, labelled in the user's language. */
export const CargoTypeCheckboxes = (props: {
  value?: CargoType[];
  onChange?: (value: CargoType[]) => void;
  disabled?: boolean;
}) => {
  const lang = useLanguage();
  return (
    <Checkbox.Group
      {...props}
      options={CARGO_TYPES.map((type) => ({ value: type, label: cargoTypeLabels[lang][type] }))}
    />
  );
};

/** Service limits ("0" = unlimited) and accepted cargo types. */
export const ProductLimitsTab = ({ detail, readOnly }: { detail: ProductDetail; readOnly: boolean }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<LimitsForm>();
  const product = detail.product;
  const save = useSaveProductTab(product);
  const { showError } = useFormSave(form, {
    announceFieldErrors: true,
    failed: t("catalogProducts.saveFailed"),
  });
  const rules = useDecimalRules();
  const currencies = useCurrencyOptions();

  useEffect(() => {
    form.setFieldsValue({ limits: product.limits, cargoTypes: product.cargoTypes });
  }, [form, product]);

  const submit = async (values: LimitsForm) => {
    try {
      await save.mutateAsync({ tab: "limits", input: values });
      void message.success(t("common.feedback.saved"));
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Form<LimitsForm>
      form={form}
      name="productLimits"
      layout="vertical"
      onFinish={submit}
      disabled={readOnly}
    >
      <Alert type="info" showIcon title={t("catalogProducts.limits.zeroHint")} style={{ marginBottom: 16 }} />
      <Row gutter={16}>
        {LIMITS.map(({ key, kind, unit }) =>
          key === "maxDeclaredValue" ? (
            // A money limit carries its currency, whatever the product is priced in ("USD 800 per box").
            <Col key={key} xs={24} sm={12} md={8} xl={6}>
              <Form.Item label={t(`catalogProducts.limits.${key}`)} required={false}>
                <Space.Compact block>
                  <Form.Item name={["limits", key]} noStyle rules={rules(kind)}>
                    <Input styles={NUMBER_INPUT} aria-label={t(`catalogProducts.limits.${key}`)} />
                  </Form.Item>
                  <Form.Item name={["limits", "maxDeclaredValueCurrency"]} noStyle>
                    <Select
                      showSearch
                      style={{ width: 96, flex: "none" }}
                      aria-label={t("catalogProducts.limits.maxDeclaredValueCurrency")}
                      loading={currencies.isPending}
                      options={(currencies.data ?? []).map((option) => ({
                        value: option.value,
                        label: option.value,
                      }))}
                    />
                  </Form.Item>
                </Space.Compact>
              </Form.Item>
            </Col>
          ) : (
            <Col key={key} xs={24} sm={12} md={8} xl={4}>
              <Form.Item
                name={["limits", key]}
                label={t(`catalogProducts.limits.${key}`)}
                rules={rules(kind)}
              >
                <Input suffix={unit || undefined} styles={NUMBER_INPUT} />
              </Form.Item>
            </Col>
          ),
        )}
      </Row>
      <Form.Item
        name="cargoTypes"
        label={t("catalogProducts.fields.cargoTypes")}
        rules={[{ required: true, message: t("catalogProducts.rules.required") }]}
      >
        <CargoTypeCheckboxes disabled={readOnly} />
      </Form.Item>
      <TabSaveBar readOnly={readOnly} saving={save.isPending} onSave={() => form.submit()} />
    </Form>
  );
};
