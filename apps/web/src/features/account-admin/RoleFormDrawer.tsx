import { DATA_SCOPES, type DataScopeKind, ROLE_LEVEL_MAX, ROLE_LEVEL_MIN, type Role } from "@pp/contracts";
import {
  Alert,
  App,
  Col,
  Drawer,
  Empty,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Skeleton,
  Tree,
  Typography,
} from "antd";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { isApiRequestError } from "../../shared/api/api-error";
import { roleName } from "../../shared/auth/names";
import { FormFooter } from "../../shared/components/FormFooter";
import { useFormRules } from "../../shared/forms/form-rules";
import { putFieldErrors } from "../../shared/forms/use-form-save";
import { useMenuTree, useOrgOptions, useSaveRole } from "./account-admin.api";
import { checkedFromMenuIds, menuIdsFromChecked, toTreeData } from "./menu-tree";

type Values = {
  name: string;
  code: string;
  level: number;
  description?: string;
  dataScope: DataScopeKind;
  dataOrgIds?: number[];
};

type Props = { open: boolean; role: Role | undefined; onClose: () => void };

/** Create or edit a role: its level, data permission and the menus it opens (a checked tree). */
export const RoleFormDrawer = ({ open, role, onClose }: Props) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { message } = App.useApp();
  const rules = useFormRules();
  const [form] = Form.useForm<Values>();
  const tree = useMenuTree();
  const orgs = useOrgOptions();
  const save = useSaveRole();
  const [checked, setChecked] = useState<number[]>([]);
  const [menuError, setMenuError] = useState<string | null>(null);
  const dataScope = Form.useWatch("dataScope", form);
  const treeData = useMemo(() => toTreeData(tree.data ?? [], lang), [tree.data, lang]);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setMenuError(null);
    form.setFieldsValue(
      role
        ? {
            name: role.name,
            code: role.code,
            level: role.level,
            description: role.description,
            dataScope: role.dataScope,
            dataOrgIds: role.dataOrgIds,
          }
        : { level: 3, dataScope: "org", dataOrgIds: [] },
    );
  }, [open, role, form]);

  useEffect(() => {
    if (open && tree.data) setChecked(checkedFromMenuIds(tree.data, role?.menuIds ?? []));
  }, [open, role, tree.data]);

  const submit = async (values: Values) => {
    try {
      await save.mutateAsync({
        id: role?.id,
        body: {
          ...values,
          description: values.description ?? "",
          dataOrgIds: values.dataScope === "custom" ? (values.dataOrgIds ?? []) : [],
          menuIds: menuIdsFromChecked(tree.data ?? [], checked),
        },
      });
      void message.success(t("accounts.roles.saved"));
      onClose();
    } catch (error) {
      // The menu tree is not a form field: its message shows above the tree.
      const onMenus = isApiRequestError(error)
        ? error.fieldErrors.find((item) => item.field.split(".")[0] === "menuIds")
        : undefined;
      setMenuError(onMenus?.message ?? null);
      if (!putFieldErrors(form, error) && !onMenus && error instanceof Error)
        void message.error(error.message);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={640}
      destroyOnHidden
      title={
        role ? t("accounts.roles.editTitle", { name: roleName(t, role) }) : t("accounts.roles.createTitle")
      }
      footer={<FormFooter onCancel={onClose} onSave={() => form.submit()} saving={save.isPending} />}
    >
      <Form<Values> form={form} name="role-form" layout="vertical" requiredMark onFinish={submit}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="name" label={t("accounts.roles.name")} required rules={[rules.required()]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="code"
              label={t("accounts.roles.code")}
              required
              rules={[rules.required()]}
              extra={role?.builtIn ? t("accounts.roles.codeFixed") : undefined}
            >
              <Input maxLength={50} disabled={role?.builtIn} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="level"
              label={t("accounts.roles.level")}
              required
              extra={role?.levelLocked ? t("accounts.roles.levelLocked") : t("accounts.roles.levelHint")}
              rules={[rules.required()]}
            >
              <InputNumber
                min={ROLE_LEVEL_MIN}
                max={ROLE_LEVEL_MAX}
                precision={0}
                style={{ width: "100%" }}
                disabled={role?.levelLocked}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="dataScope"
              label={t("accounts.roles.dataScope")}
              required
              extra={role?.scopeLocked ? t("accounts.roles.scopeLocked") : undefined}
            >
              <Select
                disabled={role?.scopeLocked}
                options={DATA_SCOPES.map((value) => ({ value, label: t(`accounts.roles.scopes.${value}`) }))}
              />
            </Form.Item>
          </Col>
        </Row>
        {dataScope === "custom" ? (
          <Form.Item
            name="dataOrgIds"
            label={t("accounts.roles.dataOrgs")}
            required
            rules={[{ required: true, type: "array", min: 1, message: rules.message("required") }]}
          >
            <Select
              mode="multiple"
              showSearch={{ optionFilterProp: "label" }}
              loading={orgs.isPending}
              options={(orgs.data ?? []).map((org) => ({ value: org.id, label: org.name }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="description" label={t("accounts.roles.description")}>
          <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item
          label={t("accounts.roles.menus")}
          extra={t("accounts.roles.menusHint")}
          validateStatus={menuError ? "error" : undefined}
          help={menuError ?? undefined}
        >
          <div
            className="pp-role-tree"
            style={{
              border: "1px solid var(--ant-color-border)",
              borderRadius: 8,
              padding: 8,
              maxHeight: 420,
              overflow: "auto",
            }}
          >
            {tree.isPending ? (
              <Skeleton active paragraph={{ rows: 6 }} />
            ) : tree.error ? (
              <Alert type="warning" showIcon title={t("accounts.loadFailed")} />
            ) : treeData.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
            ) : (
              <Tree
                checkable
                selectable={false}
                defaultExpandedKeys={treeData.map((n) => n.key)}
                treeData={treeData}
                checkedKeys={checked}
                onCheck={(keys) => {
                  setMenuError(null);
                  setChecked((Array.isArray(keys) ? keys : keys.checked).map(Number));
                }}
                titleRender={(node) => (
                  <span>
                    {node.title}
                    {node.node.type === "button" || node.node.hidden ? (
                      <Typography.Text type="secondary" style={{ fontSize: 12, marginInlineStart: 6 }}>
                        {t(`accounts.menus.types.${node.node.type}`)}
                      </Typography.Text>
                    ) : null}
                  </span>
                )}
              />
            )}
          </div>
        </Form.Item>
      </Form>
    </Drawer>
  );
};
