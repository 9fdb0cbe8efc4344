import type { CarrierType, DockingProvider, DockingProviderRequest, OwnProvider } from "@pp/contracts";
import { Alert, Button, Divider, Drawer, Flex, Form, Input, Select, Switch, Typography } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { useFormSave } from "../../shared/forms/use-form-save";
import { CarrierTypeName } from "./CarrierTypeName";
import { useCarrierTypes, useSaveOwnProvider, useSaveProvider } from "./carriers.api";

/** A platform provider, or a customer's own account (which has no public flag nor linked provider). */
type EditedProvider = OwnProvider & Partial<Pick<DockingProvider, "isPublic" | "linkedProviderId">>;

type Values = {
  code: string;
  name: string;
  serviceClass: string;
  isPublic: boolean;
  linkedProviderId: number | null;
  enabled: boolean;
  settings: Record<string, string | boolean>;
};

const initialValues = (provider: EditedProvider | null, type: CarrierType | undefined): Values => ({
  code: provider?.code ?? "",
  name: provider?.name ?? "",
  serviceClass: provider?.serviceClass ?? "",
  isPublic: provider?.isPublic ?? false,
  linkedProviderId: provider?.linkedProviderId ?? null,
  enabled: provider?.enabled ?? true,
  settings: Object.fromEntries(
    (type?.settings ?? []).map((field) => {
      const value = field.kind === "secret" ? "" : (provider?.settings[field.key] ?? field.default ?? "");
      return [field.key, field.kind === "boolean" ? value === "true" : value];
    }),
  ),
});

/** One setting of the provider type's form, rendered from its field description. */
const SettingField = ({
  field,
  secretSet,
}: {
  field: CarrierType["settings"][number];
  secretSet: boolean;
}) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const common = {
    name: ["settings", field.key],
    label: field.label[lang],
    tooltip: field.help?.[lang],
    // A stored secret is never sent back: left empty, it is kept.
    rules: [{ required: field.required && !(field.kind === "secret" && secretSet) }],
  };
  if (field.kind === "boolean")
    return (
      <Form.Item {...common} valuePropName="checked" rules={[]}>
        <Switch />
      </Form.Item>
    );
  if (field.kind === "select")
    return (
      <Form.Item {...common}>
        <Select
          options={field.options?.map((option) => ({ value: option.value, label: option.label[lang] }))}
        />
      </Form.Item>
    );
  if (field.kind === "secret")
    return (
      <Form.Item {...common} extra={secretSet ? t("carriers.form.secretKept") : undefined}>
        <Input.Password
          autoComplete="new-password"
          placeholder={secretSet ? t("carriers.form.secretSet") : undefined}
          maxLength={2000}
        />
      </Form.Item>
    );
  return (
    <Form.Item {...common}>
      <Input
        inputMode={field.kind === "number" ? "decimal" : field.kind === "url" ? "url" : undefined}
        maxLength={2000}
        placeholder={field.kind === "url" ? "https://" : undefined}
      />
    </Form.Item>
  );
};

/**
 * Adds or edits a docking provider: its identity, whom it serves, and the settings its type asks for. `own`: a
 * customer's own carrier account, without the platform's fields (public, linked provider).
 */
export const ProviderFormDrawer = ({
  provider,
  open,
  providers,
  own = false,
  onClose,
}: {
  provider: EditedProvider | null;
  open: boolean;
  providers: DockingProvider[];
  own?: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [form] = Form.useForm<Values>();
  const { save, saving } = useFormSave(form);
  const saveProvider = useSaveProvider();
  const saveOwn = useSaveOwnProvider();
  const types = useCarrierTypes(own);
  const serviceClass = Form.useWatch("serviceClass", form) ?? provider?.serviceClass;
  const type = types.data?.find((item) => item.serviceClass === serviceClass);

  useEffect(() => {
    if (open)
      form.setFieldsValue(
        initialValues(
          provider,
          types.data?.find((item) => item.serviceClass === provider?.serviceClass),
        ),
      );
    else form.resetFields();
  }, [open, provider, types.data, form]);

  // A new type brings its own form, with its defaults.
  const chooseType = (value: string) => {
    const chosen = types.data?.find((item) => item.serviceClass === value);
    form.setFieldsValue({ settings: initialValues(null, chosen).settings });
  };

  const submit = (values: Values) => {
    const input: DockingProviderRequest = {
      ...(provider ? { id: provider.id } : {}),
      code: values.code,
      name: values.name,
      serviceClass: values.serviceClass,
      isPublic: values.isPublic,
      linkedProviderId: values.linkedProviderId ?? null,
      enabled: values.enabled,
      settings: Object.fromEntries(
        Object.entries(values.settings ?? {}).map(([key, value]) => [
          key,
          typeof value === "boolean" ? String(value) : (value ?? ""),
        ]),
      ),
    };
    const { isPublic: _isPublic, linkedProviderId: _linked, ...ownInput } = input;
    void save(() => (own ? saveOwn.mutateAsync(ownInput) : saveProvider.mutateAsync(input)), {
      onSaved: onClose,
    });
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={560}
      title={
        provider
          ? t("carriers.form.editTitle", { name: provider.name })
          : t(own ? "carriers.own.add" : "carriers.form.addTitle")
      }
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
      <Form<Values> form={form} layout="vertical" onFinish={submit} requiredMark>
        <Flex gap={12}>
          <Form.Item
            name="code"
            label={t("carriers.providers.code")}
            rules={[{ required: true }]}
            style={{ flex: 1 }}
          >
            <Input maxLength={30} placeholder="SB-DEMO" />
          </Form.Item>
          <Form.Item
            name="name"
            label={t("carriers.providers.name")}
            rules={[{ required: true }]}
            style={{ flex: 2 }}
          >
            <Input maxLength={60} />
          </Form.Item>
        </Flex>
        <Form.Item name="serviceClass" label={t("carriers.form.serviceClass")} rules={[{ required: true }]}>
          <Select
            onChange={chooseType}
            loading={types.isPending}
            options={types.data?.map((item) => ({
              value: item.serviceClass,
              label: <CarrierTypeName type={item} serviceClass={item.serviceClass} />,
              title: item.names[lang],
            }))}
          />
        </Form.Item>
        {type?.sandbox ? <Alert type="warning" showIcon title={t("carriers.form.sandboxNotice")} /> : null}
        {type?.unverified ? (
          <Alert type="info" showIcon title={t("carriers.providers.unverifiedHint")} />
        ) : null}
        <Flex gap={24} style={{ marginTop: 12 }}>
          {own ? null : (
            <Form.Item
              name="isPublic"
              label={t("carriers.providers.public")}
              valuePropName="checked"
              tooltip={t("carriers.form.publicHint")}
            >
              <Switch />
            </Form.Item>
          )}
          <Form.Item name="enabled" label={t("carriers.providers.status")} valuePropName="checked">
            <Switch
              checkedChildren={t("common.status.enabled")}
              unCheckedChildren={t("common.status.disabled")}
            />
          </Form.Item>
        </Flex>
        {own ? null : (
          <Form.Item
            name="linkedProviderId"
            label={t("carriers.form.linkedProvider")}
            tooltip={t("carriers.form.linkedHint")}
          >
            <Select
              allowClear
              options={providers
                .filter((item) => item.id !== provider?.id)
                .map((item) => ({ value: item.id, label: `${item.code} · ${item.name}` }))}
            />
          </Form.Item>
        )}
        {type ? (
          <>
            <Divider titlePlacement="start" plain>
              <Typography.Text type="secondary">{t("carriers.form.settings")}</Typography.Text>
            </Divider>
            {type.settings.map((field) => (
              <SettingField
                key={`${type.serviceClass}:${field.key}`}
                field={field}
                secretSet={
                  provider?.serviceClass === type.serviceClass && provider.secretsSet.includes(field.key)
                }
              />
            ))}
          </>
        ) : null}
      </Form>
    </Drawer>
  );
};
