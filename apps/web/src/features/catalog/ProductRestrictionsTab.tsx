import type { ProductDetail } from "@pp/contracts";
import { App, Col, Form, Row, Select } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { useFormSave } from "../../shared/forms/use-form-save";
import { usePremiumPackages } from "./catalog-library.api";
import { TabSaveBar } from "./ProductShared";
import { usePostcodeGroupOptions } from "./ProductZonesTab";
import { useSaveProductTab } from "./products.api";

type RestrictionsForm = {
  postcodeRule: { remoteGroupIds: number[]; nonRemoteGroupIds: number[]; blockedGroupIds: number[] };
  premiumPackageIds: number[];
};

const RULES = [
  { key: "remoteGroupIds", kind: "remote" },
  { key: "nonRemoteGroupIds", kind: "nonRemote" },
  { key: "blockedGroupIds", kind: "blocked" },
] as const;

const GroupSelect = ({
  kind,
  ...props
}: {
  kind: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  disabled?: boolean;
}) => {
  const { t } = useTranslation();
  const groups = usePostcodeGroupOptions(kind);
  return (
    <Select
      {...props}
      mode="multiple"
      allowClear
      loading={groups.loading}
      options={groups.options}
      optionFilterProp="label"
      placeholder={t("catalogProducts.restrictions.none")}
    />
  );
};

/** Postcode groups treated as remote, non-remote or blocked; the premium packages the product offers. */
export const ProductRestrictionsTab = ({
  detail,
  readOnly,
}: {
  detail: ProductDetail;
  readOnly: boolean;
}) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<RestrictionsForm>();
  const product = detail.product;
  const save = useSaveProductTab(product);
  const { showError } = useFormSave(form, {
    announceFieldErrors: true,
    failed: t("catalogProducts.saveFailed"),
  });
  const packages = usePremiumPackages({ page: 1, size: 500 });

  useEffect(() => {
    form.setFieldsValue({ postcodeRule: product.postcodeRule, premiumPackageIds: product.premiumPackageIds });
  }, [form, product]);

  const submit = async (values: RestrictionsForm) => {
    try {
      await save.mutateAsync({ tab: "restrictions", input: values });
      void message.success(t("common.feedback.saved"));
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Form<RestrictionsForm>
      form={form}
      name="productRestrictions"
      layout="vertical"
      onFinish={submit}
      disabled={readOnly}
    >
      <Row gutter={16}>
        {RULES.map(({ key, kind }) => (
          <Col key={key} xs={24} lg={8}>
            <Form.Item
              name={["postcodeRule", key]}
              label={t(`catalogProducts.restrictions.${kind}`)}
              extra={t(`catalogProducts.restrictions.${kind}Hint`)}
            >
              <GroupSelect kind={kind} disabled={readOnly} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Form.Item
        name="premiumPackageIds"
        label={t("catalogProducts.fields.premiumPackages")}
        extra={t("catalogProducts.restrictions.packagesHint")}
      >
        <Select
          mode="multiple"
          allowClear
          loading={packages.isPending}
          optionFilterProp="label"
          placeholder={t("catalogProducts.restrictions.none")}
          options={(packages.data?.rows ?? []).map((pkg) => ({
            value: pkg.id,
            label: `${pkg.code} · ${{ zh: pkg.nameZh, en: pkg.nameEn, ko: pkg.nameKo }[lang]}`,
          }))}
        />
      </Form.Item>
      <TabSaveBar readOnly={readOnly} saving={save.isPending} onSave={() => form.submit()} />
    </Form>
  );
};
