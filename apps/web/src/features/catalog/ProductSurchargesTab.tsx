import { MinusCircleOutlined, PlusOutlined } from "@ant-design/icons";
import type { ProductDetail, ProductSurcharge, SurchargeCalcInput, SurchargeInput } from "@pp/contracts";
import { type CargoType, cargoTypeLabels, FORMULA_VARIABLES } from "@pp/domain";
import {
  App,
  Button,
  Col,
  Drawer,
  Flex,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Switch,
  Table,
  Tag,
  Typography,
} from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { FormFooter } from "../../shared/components/FormFooter";
import { EmptyState } from "../../shared/components/ListPage";
import { AddButton } from "../../shared/components/list-controls";
import { rowActionsColumn } from "../../shared/components/row-actions";
import { LocalizedNameFields } from "../../shared/forms/LocalizedNameFields";
import { useFormSave } from "../../shared/forms/use-form-save";
import { ChargeFields, type ChargeForm, chargeFromForm, useChargeText } from "./charges";
import { CargoTypeCheckboxes } from "./ProductLimitsTab";
import { type DecimalKind, NUMBER_INPUT, useDecimalRules } from "./ProductShared";
import { productName, useCurrencyOptions, useDeleteSurcharge, useSaveSurcharge } from "./products.api";

type Kind = SurchargeCalcInput["kind"];
const KINDS: Kind[] = [
  "fuelPercent",
  "remoteArea",
  "oversize",
  "overweight",
  "cargoType",
  "declaredValue",
  "insurancePercent",
  "fixedFee",
  "formula",
];

/** The kinds that charge an amount in any unit when their condition holds. */
const CHARGE_KINDS = new Set<Kind>(["remoteArea", "cargoType", "fixedFee"]);

/** The fields of each kind of calculator: name, number kind, unit ("%", "kg", "cm" or the currency), required. */
const KIND_FIELDS: Record<
  Kind,
  { name: string; kind: DecimalKind; unit: "%" | "kg" | "cm" | "money"; required: boolean }[]
> = {
  fuelPercent: [{ name: "percent", kind: "percent", unit: "%", required: true }],
  remoteArea: [{ name: "minimum", kind: "money", unit: "money", required: false }],
  oversize: [
    { name: "longestSideOverCm", kind: "size", unit: "cm", required: false },
    { name: "girthOverCm", kind: "size", unit: "cm", required: false },
    { name: "perPiece", kind: "money", unit: "money", required: true },
  ],
  overweight: [
    { name: "pieceOverKg", kind: "weight", unit: "kg", required: true },
    { name: "perPiece", kind: "money", unit: "money", required: true },
  ],
  cargoType: [],
  declaredValue: [
    { name: "overValue", kind: "money", unit: "money", required: true },
    { name: "percent", kind: "percent", unit: "%", required: true },
  ],
  insurancePercent: [
    { name: "percent", kind: "percent", unit: "%", required: true },
    { name: "minimum", kind: "money", unit: "money", required: false },
  ],
  fixedFee: [],
  formula: [],
};

type SurchargeForm = {
  code: string;
  nameZh: string;
  nameEn: string;
  nameKo: string;
  description: string;
  calc: Record<string, unknown> & { kind: Kind };
  showOnStatement: boolean;
  sortNumber: number;
  referencesEarlier: boolean;
};

/** What a surcharge charges, in one line: its charge in words, then its calculator's numbers with their units. */
export const useCalcSummary = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const chargeText = useChargeText();
  return (calc: Record<string, unknown>, currency: string) => {
    const kind = calc.kind as Kind;
    if (kind === "formula") return <Typography.Text code>{String(calc.expression ?? "")}</Typography.Text>;
    const charge = CHARGE_KINDS.has(kind) ? [chargeText(calc.charge as ChargeForm, currency)] : [];
    const parts = KIND_FIELDS[kind].flatMap(({ name, unit }) => {
      const value = calc[name];
      if (typeof value !== "string" || value === "") return [];
      // A declared-value threshold carries its own currency; every other amount is in the product's.
      const moneyCurrency =
        name === "overValue" && typeof calc.overValueCurrency === "string"
          ? calc.overValueCurrency
          : currency;
      const shown = unit === "money" ? `${value} ${moneyCurrency}` : `${value} ${unit}`;
      return [`${t(`catalogProducts.surcharges.fields.${name}`)} ${shown}`];
    });
    if (kind === "cargoType" && Array.isArray(calc.cargoTypes))
      parts.unshift((calc.cargoTypes as CargoType[]).map((type) => cargoTypeLabels[lang][type]).join(", "));
    return [...charge, ...parts].join(" · ");
  };
};

/** A product's surcharges in calculation order; each edited in a drawer with the fields of its kind. */
export const ProductSurchargesTab = ({ detail, readOnly }: { detail: ProductDetail; readOnly: boolean }) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const productId = detail.product.id;
  const remove = useDeleteSurcharge(productId);
  const [editing, setEditing] = useState<{ surcharge?: ProductSurcharge } | null>(null);
  const summary = useCalcSummary();
  const rows = [...detail.surcharges].sort((a, b) => a.sortNumber - b.sortNumber);

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">{t("catalogProducts.surcharges.hint")}</Typography.Text>
        {!readOnly ? (
          <AddButton onClick={() => setEditing({})}>{t("catalogProducts.surcharges.add")}</AddButton>
        ) : null}
      </Flex>
      <Table<ProductSurcharge>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={rows}
        scroll={{ x: "max-content" }}
        locale={{
          emptyText: (
            <EmptyState
              title={t("catalogProducts.surcharges.emptyTitle")}
              description={t("catalogProducts.surcharges.emptyBody")}
            />
          ),
        }}
        columns={[
          {
            title: t("catalogProducts.surcharges.sortNumber"),
            dataIndex: "sortNumber",
            width: 70,
            align: "right",
          },
          {
            title: t("catalogProducts.surcharges.code"),
            dataIndex: "code",
            width: 130,
            render: (code: string) => <Typography.Text code>{code}</Typography.Text>,
          },
          {
            title: t("catalogProducts.surcharges.name"),
            key: "name",
            width: 160,
            render: (_: unknown, row) => productName(row, lang),
          },
          {
            title: t("catalogProducts.surcharges.kind"),
            key: "kind",
            width: 130,
            render: (_: unknown, row) => (
              <Tag>{t(`catalogProducts.surcharges.kinds.${String(row.calc.kind)}`)}</Tag>
            ),
          },
          {
            title: t("catalogProducts.surcharges.calc"),
            key: "calc",
            render: (_: unknown, row) => summary(row.calc, detail.product.currency),
          },
          {
            title: t("catalogProducts.surcharges.showOnStatement"),
            dataIndex: "showOnStatement",
            width: 100,
            render: (value: boolean) => (value ? t("common.yes") : t("common.no")),
          },
          {
            title: t("catalogProducts.surcharges.referencesEarlier"),
            dataIndex: "referencesEarlier",
            width: 110,
            render: (value: boolean) => (value ? t("common.yes") : t("common.no")),
          },
          rowActionsColumn<ProductSurcharge>({
            onEdit: (row) => setEditing({ surcharge: row }),
            onDelete: (row) => remove.mutateAsync(row.id),
            confirm: (row) => t("catalogProducts.surcharges.deleteConfirm", { code: row.code }),
            hidden: readOnly,
          }),
        ]}
      />
      <SurchargeDrawer
        productId={productId}
        currency={detail.product.currency}
        editing={editing}
        onClose={() => setEditing(null)}
        nextSort={(rows.at(-1)?.sortNumber ?? 0) + 10}
      />
    </Flex>
  );
};

const SurchargeDrawer = ({
  productId,
  currency,
  editing,
  onClose,
  nextSort,
}: {
  productId: number;
  currency: string;
  editing: { surcharge?: ProductSurcharge } | null;
  onClose: () => void;
  nextSort: number;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<SurchargeForm>();
  const save = useSaveSurcharge(productId);
  const { showError } = useFormSave(form, {
    announceFieldErrors: true,
    failed: t("catalogProducts.saveFailed"),
  });
  const rules = useDecimalRules();
  const kind = (Form.useWatch(["calc", "kind"], form) ?? "fuelPercent") as Kind;
  const overValueCurrency = Form.useWatch(["calc", "overValueCurrency"], form) as string | undefined;
  const currencies = useCurrencyOptions();

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    const surcharge = editing.surcharge;
    form.setFieldsValue(
      surcharge
        ? {
            code: surcharge.code,
            nameZh: surcharge.nameZh,
            nameEn: surcharge.nameEn,
            nameKo: surcharge.nameKo,
            description: surcharge.description,
            calc: surcharge.calc as SurchargeForm["calc"],
            showOnStatement: surcharge.showOnStatement,
            sortNumber: surcharge.sortNumber,
            referencesEarlier: surcharge.referencesEarlier,
          }
        : {
            calc: { kind: "fuelPercent" },
            showOnStatement: true,
            sortNumber: nextSort,
            referencesEarlier: false,
          },
    );
  }, [editing, form, nextSort]);

  const submit = async (values: SurchargeForm) => {
    // Only the fields of the chosen kind travel; empty optional numbers are left out.
    const fields = Object.entries(values.calc).filter(
      ([, value]) => value !== "" && value !== undefined && value !== null,
    );
    const calc = Object.fromEntries(
      fields.map(([key, value]) => [key, key === "charge" ? chargeFromForm(value as ChargeForm) : value]),
    ) as SurchargeCalcInput;
    const input: SurchargeInput = {
      ...values,
      description: values.description ?? "",
      calc,
      formulaId: editing?.surcharge?.formulaId ?? null,
    };
    try {
      await save.mutateAsync({ id: editing?.surcharge?.id, input });
      void message.success(t("common.feedback.saved"));
      onClose();
    } catch (error) {
      showError(error);
    }
  };

  const required = [{ required: true, whitespace: true, message: t("catalogProducts.rules.required") }];

  return (
    <Drawer
      open={editing !== null}
      onClose={onClose}
      size={600}
      destroyOnHidden
      title={editing?.surcharge ? t("catalogProducts.surcharges.edit") : t("catalogProducts.surcharges.add")}
      footer={<FormFooter onCancel={onClose} onSave={() => form.submit()} saving={save.isPending} />}
    >
      <Form<SurchargeForm>
        form={form}
        name="surcharge"
        layout="vertical"
        onFinish={submit}
        onValuesChange={(changed: Partial<SurchargeForm>) => {
          if (changed.calc?.kind)
            form.setFieldValue(
              "calc",
              CHARGE_KINDS.has(changed.calc.kind)
                ? { kind: changed.calc.kind, charge: { unit: "perOrder" } }
                : { kind: changed.calc.kind },
            );
        }}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="code"
              label={t("catalogProducts.surcharges.code")}
              rules={required}
              extra={t("catalogProducts.surcharges.codeHint")}
            >
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name={["calc", "kind"]}
              label={t("catalogProducts.surcharges.kind")}
              rules={[{ required: true }]}
            >
              <Select
                options={KINDS.map((value) => ({
                  value,
                  label: t(`catalogProducts.surcharges.kinds.${value}`),
                }))}
              />
            </Form.Item>
          </Col>
          <LocalizedNameFields rules={required} />
          {CHARGE_KINDS.has(kind) ? <ChargeFields name={["calc", "charge"]} currency={currency} /> : null}
          {KIND_FIELDS[kind].map((field) => (
            <Col xs={24} sm={12} key={field.name}>
              <Form.Item
                name={["calc", field.name]}
                label={t(`catalogProducts.surcharges.fields.${field.name}`)}
                rules={rules(field.kind, field.required)}
              >
                <Input
                  suffix={
                    field.unit !== "money"
                      ? field.unit
                      : field.name === "overValue"
                        ? (overValueCurrency ?? currency)
                        : currency
                  }
                  styles={NUMBER_INPUT}
                />
              </Form.Item>
            </Col>
          ))}
          {kind === "declaredValue" ? (
            <Col span={12}>
              <Form.Item
                name={["calc", "overValueCurrency"]}
                label={t("catalogProducts.surcharges.fields.overValueCurrency")}
              >
                <Select
                  showSearch
                  placeholder={currency}
                  loading={currencies.isPending}
                  options={(currencies.data ?? []).map((option) => ({
                    value: option.value,
                    label: option.value,
                  }))}
                />
              </Form.Item>
            </Col>
          ) : null}
          {kind === "cargoType" ? (
            <Col span={24}>
              <Form.Item
                name={["calc", "cargoTypes"]}
                label={t("catalogProducts.fields.cargoTypes")}
                rules={[{ required: true, message: t("catalogProducts.rules.required") }]}
              >
                <CargoTypeCheckboxes />
              </Form.Item>
            </Col>
          ) : null}
          {kind === "formula" ? (
            <Col span={24}>
              <FormulaFields />
            </Col>
          ) : null}
          {kind === "oversize" ? (
            <Col span={24}>
              <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: -8 }}>
                {t(`catalogProducts.surcharges.oneOf.${kind}`)}
              </Typography.Paragraph>
            </Col>
          ) : null}
          <Col span={24}>
            <Form.Item name="description" label={t("catalogProducts.fields.description")}>
              <Input.TextArea maxLength={500} rows={2} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="sortNumber"
              label={t("catalogProducts.surcharges.sortNumber")}
              extra={t("catalogProducts.surcharges.sortHint")}
            >
              <InputNumber min={0} max={9999} precision={0} style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="showOnStatement"
              label={t("catalogProducts.surcharges.showOnStatement")}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="referencesEarlier"
              label={t("catalogProducts.surcharges.referencesEarlier")}
              valuePropName="checked"
              extra={t("catalogProducts.surcharges.referencesHint")}
            >
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Drawer>
  );
};

/** A formula surcharge: the expression over the engine's variables and named constants. */
const FormulaFields = () => {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  // A variable tag is appended to the expression, so a formula can be built by clicking.
  const insert = (name: string) => {
    const current = String(form.getFieldValue(["calc", "expression"]) ?? "");
    form.setFieldValue(["calc", "expression"], current ? `${current.trimEnd()} ${name}` : name);
  };
  return (
    <>
      <Form.Item
        name={["calc", "expression"]}
        label={t("catalogProducts.surcharges.fields.expression")}
        rules={[{ required: true, whitespace: true, message: t("catalogProducts.rules.required") }]}
        extra={
          <Flex wrap gap={4} style={{ marginTop: 4 }}>
            {FORMULA_VARIABLES.map((name) => (
              <Tag
                key={name}
                style={{ fontFamily: "monospace", marginInlineEnd: 0, cursor: "pointer" }}
                onClick={() => insert(name)}
              >
                {name}
              </Tag>
            ))}
          </Flex>
        }
      >
        <Input.TextArea
          rows={3}
          maxLength={2000}
          style={{ fontFamily: "monospace" }}
          placeholder="max(0, chargeableWeight - 30) * 2"
        />
      </Form.Item>
      <Form.Item label={t("catalogProducts.surcharges.constants")}>
        <Form.List name={["calc", "constants"]}>
          {(fields, { add, remove }) => (
            <Flex vertical gap={6}>
              {fields.map((field) => (
                <Flex key={field.key} gap={8} align="start">
                  <Form.Item
                    name={[field.name, "id"]}
                    rules={[{ required: true, message: t("catalogProducts.rules.required") }]}
                    style={{ marginBottom: 0 }}
                  >
                    <Input
                      placeholder={t("catalogProducts.surcharges.constantId")}
                      style={{ width: 160, fontFamily: "monospace" }}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, "value"]}
                    rules={[{ required: true, message: t("catalogProducts.rules.required") }]}
                    style={{ marginBottom: 0 }}
                  >
                    <Input
                      placeholder={t("catalogProducts.surcharges.constantValue")}
                      styles={NUMBER_INPUT}
                      style={{ width: 140 }}
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<MinusCircleOutlined />}
                    aria-label={t("catalogProducts.surcharges.removeConstant")}
                    onClick={() => remove(field.name)}
                  />
                </Flex>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                style={{ width: 220 }}
                onClick={() => add({ id: "", value: "" })}
              >
                {t("catalogProducts.surcharges.addConstant")}
              </Button>
            </Flex>
          )}
        </Form.List>
      </Form.Item>
    </>
  );
};
