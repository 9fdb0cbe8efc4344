import type { LabelSetting, LabelSettingOptions, LabelSettingRequest } from "@pp/contracts";
import { DELIVERY_LABEL_RULES, LABEL_IDS, PRINT_FORMATS, PRINT_LABEL_TYPES } from "@pp/contracts";
import { Alert, Button, Drawer, Flex, Form, Input, Radio, Select, Typography } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { useFormSave } from "../../shared/forms/use-form-save";
import { useSaveLabelSetting } from "./label-settings.api";

type Values = Required<Omit<LabelSettingRequest, "id">>;

const DEFAULTS: Values = {
  orgId: null,
  productId: null,
  customerPrintLabelType: "carrier",
  labelId: "4x6",
  reqDeliveryLabelRule: "notReady",
  format: "pdf",
  dpi: 203,
  printerFont: "",
};

const valuesOf = (setting: LabelSetting | null): Values =>
  setting
    ? {
        orgId: setting.orgId,
        productId: setting.productId,
        customerPrintLabelType: setting.customerPrintLabelType,
        labelId: setting.labelId,
        reqDeliveryLabelRule: setting.reqDeliveryLabelRule,
        format: setting.format,
        dpi: setting.dpi,
        printerFont: setting.printerFont,
      }
    : DEFAULTS;

/** What the form's values will print, in words: which label, page, printer language, and the fallback rule. */
const Summary = ({ values, scope }: { values: Values; scope: { customer: string; product: string } }) => {
  const { t } = useTranslation();
  const page = t(`labelSettings.pages.${values.labelId}`);
  const printer =
    values.format === "pdf"
      ? t("labelSettings.summary.pdf")
      : values.printerFont
        ? t("labelSettings.summary.zplFont", { dpi: values.dpi, font: values.printerFont })
        : t("labelSettings.summary.zplGraphics", { dpi: values.dpi });
  return (
    <Alert
      type="info"
      showIcon
      data-testid="label-setting-summary"
      title={t("labelSettings.summaryTitle")}
      description={
        <Flex vertical gap={2}>
          <Typography.Text>
            {`${t(`labelSettings.summary.${values.customerPrintLabelType}`)}, ${t("labelSettings.summary.page", { page })}, ${printer}`}
          </Typography.Text>
          {values.customerPrintLabelType === "carrier" ? (
            <Typography.Text>{t(`labelSettings.summary.${values.reqDeliveryLabelRule}`)}</Typography.Text>
          ) : null}
          <Typography.Text type="secondary">{t("labelSettings.summary.reprint")}</Typography.Text>
          <Typography.Text type="secondary">{t("labelSettings.summary.scope", scope)}</Typography.Text>
        </Flex>
      }
    />
  );
};

/** Adds or edits a label setting; staff name the customer (none: the platform default), customers keep their own. */
export const LabelSettingDrawer = ({
  setting,
  open,
  options,
  onClose,
}: {
  setting: LabelSetting | null;
  open: boolean;
  options: LabelSettingOptions | undefined;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [form] = Form.useForm<Values>();
  const { save, saving } = useFormSave(form);
  const saveSetting = useSaveLabelSetting();
  const watched = Form.useWatch([], form) as Partial<Values> | undefined;
  const values = { ...valuesOf(setting), ...watched };
  const staff = options?.customers !== undefined;

  useEffect(() => {
    if (open) form.setFieldsValue(valuesOf(setting));
    else form.resetFields();
  }, [open, setting, form]);

  const customerName = staff
    ? (options?.customers?.find((c) => c.id === values.orgId)?.name ?? t("labelSettings.allCustomers"))
    : t("labelSettings.ownOrders");
  const productName =
    options?.products.find((p) => p.id === values.productId)?.name[lang] ?? t("labelSettings.allProducts");

  const submit = (input: Values) =>
    void save(
      () =>
        saveSetting.mutateAsync({
          ...(setting ? { id: setting.id } : {}),
          ...input,
          orgId: input.orgId ?? null,
          productId: input.productId ?? null,
          printerFont: input.format === "zpl" ? (input.printerFont ?? "") : "",
        }),
      { onSaved: onClose },
    );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={520}
      title={setting ? t("labelSettings.editTitle") : t("labelSettings.addTitle")}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t("common.actions.cancel")}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {t("common.actions.save")}
          </Button>
        </Flex>
      }
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit} initialValues={valuesOf(setting)}>
        {staff ? (
          <Form.Item name="orgId" label={t("labelSettings.customer")}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: "title" }}
              placeholder={t("labelSettings.platformDefault")}
              options={options?.customers?.map((c) => ({ value: c.id, label: c.name, title: c.name }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="productId" label={t("labelSettings.product")}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: "title" }}
            placeholder={t("labelSettings.allProducts")}
            options={options?.products.map((p) => ({
              value: p.id,
              label: `${p.code} · ${p.name[lang]}`,
              title: p.name[lang],
            }))}
          />
        </Form.Item>
        <Form.Item name="customerPrintLabelType" label={t("labelSettings.type")}>
          <Radio.Group
            optionType="button"
            options={PRINT_LABEL_TYPES.map((value) => ({ value, label: t(`labelSettings.types.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="labelId" label={t("labelSettings.page")}>
          <Radio.Group
            optionType="button"
            options={LABEL_IDS.map((value) => ({ value, label: t(`labelSettings.pages.${value}`) }))}
          />
        </Form.Item>
        {values.customerPrintLabelType === "carrier" ? (
          <Form.Item name="reqDeliveryLabelRule" label={t("labelSettings.rule")}>
            <Radio.Group
              options={DELIVERY_LABEL_RULES.map((value) => ({
                value,
                label: t(`labelSettings.rules.${value}`),
              }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="format" label={t("labelSettings.format")}>
          <Radio.Group
            optionType="button"
            options={PRINT_FORMATS.map((value) => ({ value, label: t(`labelSettings.formats.${value}`) }))}
          />
        </Form.Item>
        {values.format === "zpl" ? (
          <Flex gap={12}>
            <Form.Item name="dpi" label={t("labelSettings.dpi")}>
              <Radio.Group
                optionType="button"
                options={[203, 300].map((dpi) => ({ value: dpi, label: `${dpi} dpi` }))}
              />
            </Form.Item>
            <Form.Item
              name="printerFont"
              label={t("labelSettings.printerFont")}
              tooltip={t("labelSettings.printerFontHint")}
              style={{ flex: 1 }}
            >
              <Input maxLength={60} placeholder="E:NOTOSANSCJK.TTF" />
            </Form.Item>
          </Flex>
        ) : null}
        <Summary values={values} scope={{ customer: customerName, product: productName }} />
      </Form>
    </Drawer>
  );
};
