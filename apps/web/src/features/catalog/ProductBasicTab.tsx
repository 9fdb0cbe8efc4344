import type { ProductDetail, ReportPriceType } from "@pp/contracts";
import { App, Col, Form, Input, InputNumber, Row, Select } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { CountrySelect } from "../../shared/components/CountrySelect";
import { LocalizedNameFields } from "../../shared/forms/LocalizedNameFields";
import { useFormSave } from "../../shared/forms/use-form-save";
import { TabSaveBar } from "./ProductShared";
import { useCurrencyOptions, useOrgOptions, useSaveProductTab } from "./products.api";

type BasicForm = {
  code: string;
  nameZh: string;
  nameEn: string;
  nameKo: string;
  description: string;
  currency: string;
  originCountry: string;
  minDays: number;
  maxDays: number;
  supplierOrgId?: number;
  reportPriceType?: ReportPriceType;
  ownerOrgId?: number | null;
  notOnlineHours?: number;
};

const REPORT_TYPES: ReportPriceType[] = ["public", "internal", "own"];

/** The fields a cost record and a sales product share: names, code, currency, origin, lead time. */
export const ProductBasicFields = ({ disabled }: { disabled?: boolean }) => {
  const { t } = useTranslation();
  const currencies = useCurrencyOptions();
  const required = [{ required: true, whitespace: true, message: t("catalogProducts.rules.required") }];
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item name="code" label={t("catalogProducts.fields.code")} rules={required}>
          <Input maxLength={50} disabled={disabled} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="currency" label={t("catalogProducts.fields.currency")} rules={required}>
          <Select
            showSearch
            disabled={disabled}
            loading={currencies.isPending}
            options={currencies.data ?? []}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="originCountry" label={t("catalogProducts.fields.originCountry")} rules={required}>
          <CountrySelect withoutEuGroup disabled={disabled} />
        </Form.Item>
      </Col>
      <LocalizedNameFields col={{ xs: 24, md: 8 }} rules={required} disabled={disabled} />
      <Col xs={12} md={4}>
        <Form.Item name="minDays" label={t("catalogProducts.fields.minDays")} rules={[{ required: true }]}>
          <InputNumber min={0} max={365} precision={0} disabled={disabled} style={{ width: "100%" }} />
        </Form.Item>
      </Col>
      <Col xs={12} md={4}>
        <Form.Item name="maxDays" label={t("catalogProducts.fields.maxDays")} rules={[{ required: true }]}>
          <InputNumber min={0} max={365} precision={0} disabled={disabled} style={{ width: "100%" }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={16}>
        <Form.Item name="description" label={t("catalogProducts.fields.description")}>
          <Input maxLength={500} disabled={disabled} />
        </Form.Item>
      </Col>
    </Row>
  );
};

/** Report price type and, for a customer's own product, its owner. */
export const ProductReportTypeFields = ({ disabled }: { disabled?: boolean }) => {
  const { t } = useTranslation();
  const customers = useOrgOptions("customer");
  const type = Form.useWatch("reportPriceType") as ReportPriceType | undefined;
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item name="reportPriceType" label={t("catalogProducts.fields.reportPriceType")}>
          <Select
            disabled={disabled}
            options={REPORT_TYPES.map((value) => ({
              value,
              label: t(`catalogProducts.reportTypes.${value}`),
            }))}
          />
        </Form.Item>
      </Col>
      {type === "own" ? (
        <Col xs={24} md={8}>
          <Form.Item
            name="ownerOrgId"
            label={t("catalogProducts.fields.ownerOrg")}
            rules={[{ required: true, message: t("catalogProducts.rules.required") }]}
          >
            <Select
              showSearch={{ optionFilterProp: "label" }}
              disabled={disabled}
              loading={customers.isPending}
              options={(customers.data ?? []).map((org) => ({ value: org.id, label: org.name }))}
            />
          </Form.Item>
        </Col>
      ) : null}
    </Row>
  );
};

/** A sales product's hours after the label without a carrier event before its parcels are "not yet online". */
const NotOnlineHoursField = ({ disabled }: { disabled?: boolean }) => {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item
          name="notOnlineHours"
          label={t("catalogProducts.fields.notOnlineHours")}
          extra={t("catalogProducts.fields.notOnlineHoursHelp")}
          rules={[{ required: true, message: t("catalogProducts.rules.required") }]}
        >
          <InputNumber
            min={1}
            max={720}
            precision={0}
            disabled={disabled}
            style={{ width: "100%" }}
            data-testid="not-online-hours"
          />
        </Form.Item>
      </Col>
    </Row>
  );
};

export const SupplierField = ({ disabled }: { disabled?: boolean }) => {
  const { t } = useTranslation();
  const suppliers = useOrgOptions("supplier");
  return (
    <Form.Item
      name="supplierOrgId"
      label={t("catalogProducts.fields.supplier")}
      rules={[{ required: true, message: t("catalogProducts.rules.required") }]}
    >
      <Select
        showSearch={{ optionFilterProp: "label" }}
        disabled={disabled}
        loading={suppliers.isPending}
        options={(suppliers.data ?? []).map((org) => ({ value: org.id, label: org.name }))}
      />
    </Form.Item>
  );
};

export const ProductBasicTab = ({ detail, readOnly }: { detail: ProductDetail; readOnly: boolean }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<BasicForm>();
  const product = detail.product;
  const save = useSaveProductTab(product);
  const { showError } = useFormSave(form, {
    announceFieldErrors: true,
    failed: t("catalogProducts.saveFailed"),
  });

  useEffect(() => {
    form.setFieldsValue({
      code: product.code,
      nameZh: product.nameZh,
      nameEn: product.nameEn,
      nameKo: product.nameKo,
      description: product.description,
      currency: product.currency,
      originCountry: product.originCountry,
      minDays: product.minDays,
      maxDays: product.maxDays,
      supplierOrgId: product.supplierOrgId ?? undefined,
      reportPriceType: product.reportPriceType,
      ownerOrgId: product.ownerOrgId,
      notOnlineHours: product.notOnlineHours,
    });
  }, [form, product]);

  const submit = async (values: BasicForm) => {
    const { supplierOrgId, reportPriceType, ownerOrgId, notOnlineHours, ...basic } = values;
    try {
      await save.mutateAsync({
        tab: "basic",
        input:
          product.side === "cost"
            ? { ...basic, supplierOrgId }
            : { ...basic, reportPriceType, ownerOrgId: ownerOrgId ?? null, notOnlineHours },
      });
      void message.success(t("common.feedback.saved"));
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Form<BasicForm> form={form} name="productBasic" layout="vertical" onFinish={submit} disabled={readOnly}>
      <ProductBasicFields disabled={readOnly} />
      {product.side === "cost" ? (
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <SupplierField disabled={readOnly} />
          </Col>
        </Row>
      ) : (
        <>
          <ProductReportTypeFields disabled={readOnly} />
          <NotOnlineHoursField disabled={readOnly} />
        </>
      )}
      <TabSaveBar readOnly={readOnly} saving={save.isPending} onSave={() => form.submit()} />
    </Form>
  );
};
