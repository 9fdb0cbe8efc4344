import type { PremiumPackage, PremiumPackageInput } from "@pp/contracts";
import { App, Col, Form, Input, Row, Switch, Tag } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { ListPage, listPageProps } from "../../shared/components/ListPage";
import { AddButton, ChoiceFilter, KeywordFilter } from "../../shared/components/list-controls";
import { rowActionsColumn } from "../../shared/components/row-actions";
import { FormModal } from "../../shared/forms/FormModal";
import { LocalizedNameFields } from "../../shared/forms/LocalizedNameFields";
import { useFormSave } from "../../shared/forms/use-form-save";
import { useListState } from "../../shared/hooks/use-list-state";
import {
  useCanManageCatalog,
  useDeletePremiumPackage,
  usePremiumPackages,
  useSavePremiumPackage,
  useSetPremiumPackageEnabled,
} from "./catalog-library.api";
import { ChargeFields, type ChargeForm, chargeFromForm, useChargeText } from "./charges";

const FILTER_KEYS = ["keyword", "enabled"] as const;
type Editing = { pkg?: PremiumPackage } | null;

const nameIn = (pkg: PremiumPackage, lang: string) =>
  lang === "en" ? pkg.nameEn : lang === "ko" ? pkg.nameKo : pkg.nameZh;

/** Premium packages: platform staff add, edit, enable, disable and delete; customers read the enabled ones. */
const PremiumPackagesPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const canManage = useCanManageCatalog();
  const list = useListState(FILTER_KEYS);
  const query = usePremiumPackages({ page: list.page, size: list.size, ...list.filters });
  const remove = useDeletePremiumPackage();
  const setEnabled = useSetPremiumPackageEnabled();
  const [editing, setEditing] = useState<Editing>(null);

  const chargeText = useChargeText();

  return (
    <>
      <ListPage<PremiumPackage, typeof list.filters>
        {...listPageProps(list, query)}
        title={t("catalogLibrary.packages.title")}
        description={
          canManage
            ? t("catalogLibrary.packages.description")
            : t("catalogLibrary.packages.customerDescription")
        }
        actions={
          canManage && (
            <AddButton onClick={() => setEditing({})}>{t("catalogLibrary.packages.add")}</AddButton>
          )
        }
        filters={
          <>
            <KeywordFilter
              placeholder={t("catalogLibrary.packages.keywordPlaceholder")}
              width={220}
              maxLength={50}
            />
            {canManage && (
              <ChoiceFilter
                name="enabled"
                label={t("common.columns.status")}
                width={120}
                options={[
                  { value: "true", label: t("common.status.enabled") },
                  { value: "false", label: t("common.status.disabled") },
                ]}
              />
            )}
          </>
        }
        rowKey="id"
        empty={{
          title: t("catalogLibrary.packages.emptyTitle"),
          description: canManage
            ? t("catalogLibrary.packages.emptyBody")
            : t("catalogLibrary.packages.emptyBodyCustomer"),
        }}
        columns={[
          { title: t("catalogLibrary.packages.code"), dataIndex: "code", width: 150 },
          {
            title: t("catalogLibrary.packages.name"),
            key: "name",
            width: 200,
            render: (_: unknown, row: PremiumPackage) => nameIn(row, lang),
          },
          {
            title: t("catalogLibrary.packages.price"),
            key: "price",
            width: 220,
            render: (_: unknown, row: PremiumPackage) => chargeText(row.calc),
          },
          {
            title: t("common.columns.status"),
            dataIndex: "enabled",
            width: 100,
            render: (enabled: boolean, row: PremiumPackage) =>
              canManage ? (
                <Switch
                  size="small"
                  checked={enabled}
                  loading={setEnabled.isPending && setEnabled.variables?.id === row.id}
                  aria-label={
                    enabled ? t("catalogLibrary.packages.disable") : t("catalogLibrary.packages.enable")
                  }
                  onChange={(checked) => setEnabled.mutate({ id: row.id, enabled: checked })}
                />
              ) : (
                <Tag color="green">{t("common.status.enabled")}</Tag>
              ),
          },
          {
            title: t("catalogLibrary.packages.descriptionField"),
            dataIndex: "description",
            ellipsis: true,
            render: (value: string) => value || "—",
          },
          rowActionsColumn<PremiumPackage>({
            onEdit: (row) => setEditing({ pkg: row }),
            onDelete: (row) => remove.mutateAsync(row.id),
            confirm: (row) => t("catalogLibrary.packages.deleteConfirm", { name: nameIn(row, lang) }),
            hidden: !canManage,
          }),
        ]}
      />
      {canManage && <PackageDialog editing={editing} onClose={() => setEditing(null)} />}
    </>
  );
};

type PackageForm = Omit<PremiumPackageInput, "calc"> & { calc: ChargeForm };

const PackageDialog = ({ editing, onClose }: { editing: Editing; onClose: () => void }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PackageForm>();
  const save = useSavePremiumPackage();
  const { showError } = useFormSave(form, {
    announceFieldErrors: true,
    failed: t("catalogProducts.saveFailed"),
  });

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    const pkg = editing.pkg;
    if (pkg) form.setFieldsValue(pkg);
  }, [editing, form]);

  const submit = async ({ calc: charge, ...rest }: PackageForm) => {
    const calc = chargeFromForm(charge);
    try {
      await save.mutateAsync({ ...(editing?.pkg ? { id: editing.pkg.id } : {}), input: { ...rest, calc } });
      void message.success(t("common.feedback.saved"));
      onClose();
    } catch (error) {
      showError(error);
    }
  };

  const text = (name: keyof PackageForm, label: string, max = 100) => (
    <Form.Item name={name} label={label} rules={[{ required: true, whitespace: true }]}>
      <Input maxLength={max} />
    </Form.Item>
  );

  return (
    <FormModal
      open={editing !== null}
      title={editing?.pkg ? t("catalogLibrary.packages.edit") : t("catalogLibrary.packages.add")}
      saving={save.isPending}
      width={620}
      onClose={onClose}
      form={form}
      initialValues={{ calc: { unit: "perOrder" }, enabled: true }}
      onFinish={(values) => void submit(values)}
    >
      <Row gutter={16}>
        <Col span={12}>{text("code", t("catalogLibrary.packages.code"), 30)}</Col>
        <Col span={12}>
          <Form.Item name="enabled" label={t("common.columns.status")} valuePropName="checked">
            <Switch
              checkedChildren={t("common.status.enabled")}
              unCheckedChildren={t("common.status.disabled")}
            />
          </Form.Item>
        </Col>
        <LocalizedNameFields />
        <ChargeFields name={["calc"]} />
        <Col span={24}>
          <Form.Item name="description" label={t("catalogLibrary.packages.descriptionField")}>
            <Input.TextArea maxLength={500} rows={2} showCount />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
};

export default PremiumPackagesPage;
