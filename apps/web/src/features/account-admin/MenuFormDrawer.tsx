import { type AdminMenuNode, MENU_TYPES, type MenuType, type SaveMenuRequest } from "@pp/contracts";
import { App, Col, Divider, Drawer, Form, Input, InputNumber, Row, Segmented, Select, Switch } from "antd";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { FormFooter } from "../../shared/components/FormFooter";
import { useFormRules } from "../../shared/forms/form-rules";
import { type FieldPath, putFieldErrors } from "../../shared/forms/use-form-save";
import { useSaveMenu } from "./account-admin.api";
import { IconPicker } from "./IconPicker";
import { parentChoices } from "./menu-tree";

type Values = {
  type: MenuType;
  parentId: number | null;
  name: string;
  path?: string;
  component?: string | null;
  icon?: string | null;
  sort: number;
  hidden: boolean;
  titleZh: string;
  titleEn: string;
  titleKo: string;
  activeMenu?: string | null;
  affix: boolean;
};

/** What the drawer edits: an existing node, or a new one (optionally under a chosen parent). */
export type MenuEditTarget = { node: AdminMenuNode } | { parent: AdminMenuNode | null };

type Props = { target: MenuEditTarget | null; tree: AdminMenuNode[]; onClose: () => void };

const defaultTypeUnder = (parent: AdminMenuNode | null): MenuType =>
  parent && parent.type !== "directory" ? "button" : "menu";

export const MenuFormDrawer = ({ target, tree, onClose }: Props) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { message } = App.useApp();
  const rules = useFormRules();
  const [form] = Form.useForm<Values>();
  const save = useSaveMenu();
  const editing = target && "node" in target ? target.node : undefined;
  const type = Form.useWatch("type", form) ?? "menu";
  const parents = useMemo(() => parentChoices(tree, type, editing?.id), [tree, type, editing?.id]);

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if ("node" in target) {
      const n = target.node;
      form.setFieldsValue({
        type: n.type,
        parentId: n.parentId,
        name: n.name,
        path: n.path,
        component: n.component,
        icon: n.icon,
        sort: n.sort,
        hidden: n.hidden,
        titleZh: n.titles.zh,
        titleEn: n.titles.en,
        titleKo: n.titles.ko,
        activeMenu: n.activeMenu,
        affix: n.affix,
      });
    } else {
      const siblings = target.parent ? target.parent.children : tree;
      form.setFieldsValue({
        type: defaultTypeUnder(target.parent),
        parentId: target.parent?.id ?? null,
        sort: (siblings.at(-1)?.sort ?? 0) + 10,
        hidden: false,
        affix: false,
      });
    }
  }, [target, tree, form]);

  const submit = async (values: Values) => {
    const body: SaveMenuRequest = {
      parentId: values.parentId ?? null,
      type: values.type,
      name: values.name,
      path: values.path ?? "",
      component: values.component ?? null,
      icon: values.icon ?? null,
      sort: values.sort,
      hidden: values.hidden,
      titles: { zh: values.titleZh, en: values.titleEn, ko: values.titleKo },
      activeMenu: values.activeMenu ?? null,
      affix: values.affix,
    };
    try {
      await save.mutateAsync({ id: editing?.id, body });
      void message.success(t("accounts.menus.saved"));
      onClose();
    } catch (error) {
      const onTitleFields = (path: FieldPath) =>
        path[0] === "titles" ? [`title${String(path[1]).replace(/^./, (c) => c.toUpperCase())}`] : path;
      if (!putFieldErrors(form, error, onTitleFields) && error instanceof Error)
        void message.error(error.message);
    }
  };

  const isScreen = type === "menu" || type === "page";

  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      size={620}
      destroyOnHidden
      title={
        editing
          ? t("accounts.menus.editTitle", { name: editing.titles[lang] })
          : t("accounts.menus.createTitle")
      }
      footer={<FormFooter onCancel={onClose} onSave={() => form.submit()} saving={save.isPending} />}
    >
      <Form<Values>
        form={form}
        name="menu-form"
        layout="vertical"
        requiredMark
        onFinish={submit}
        onValuesChange={(changed) => {
          // A type change can make the chosen parent impossible: clear it rather than send a refused one.
          if ("type" in changed) {
            const parentId = form.getFieldValue("parentId") as number | null;
            const allowed = parentChoices(tree, changed.type as MenuType, editing?.id);
            if (parentId !== null && !allowed.some((p) => p.id === parentId))
              form.setFieldValue("parentId", null);
          }
        }}
      >
        <Form.Item name="type" label={t("accounts.menus.type")} extra={t(`accounts.menus.typeHints.${type}`)}>
          <Segmented<MenuType>
            options={MENU_TYPES.map((value) => ({ value, label: t(`accounts.menus.types.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="parentId" label={t("accounts.menus.parent")}>
          <Select
            allowClear
            placeholder={type === "button" ? t("accounts.menus.choose") : t("accounts.menus.topLevel")}
            showSearch={{ optionFilterProp: "label" }}
            options={parents.map((p) => ({ value: p.id, label: `${p.titles[lang]} (${p.name})` }))}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="name"
              label={t("accounts.menus.name")}
              required
              rules={[rules.required()]}
              extra={t("accounts.menus.nameHint")}
            >
              <Input maxLength={100} placeholder="system/reports" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="sort" label={t("accounts.menus.sort")} required rules={[rules.required()]}>
              <InputNumber min={0} max={99999} precision={0} style={{ width: "100%" }} />
            </Form.Item>
          </Col>
        </Row>
        {type === "button" ? null : (
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item
                name="path"
                label={t("accounts.menus.path")}
                required={type !== "directory"}
                rules={type !== "directory" ? [rules.required()] : []}
              >
                <Input maxLength={200} placeholder="/system/reports" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="icon" label={t("accounts.menus.icon")}>
                <IconPicker />
              </Form.Item>
            </Col>
          </Row>
        )}
        {isScreen ? (
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item
                name="component"
                label={t("accounts.menus.component")}
                extra={t("accounts.menus.componentHint")}
              >
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="activeMenu"
                label={t("accounts.menus.activeMenu")}
                extra={t("accounts.menus.activeMenuHint")}
              >
                <Input maxLength={200} placeholder="/orders/list" />
              </Form.Item>
            </Col>
          </Row>
        ) : null}
        <Divider titlePlacement="start" plain style={{ marginTop: 0 }}>
          {t("accounts.menus.titles")}
        </Divider>
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item name="titleZh" label="中文" required rules={[rules.required()]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="titleEn" label="English" required rules={[rules.required()]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="titleKo" label="한국어" required rules={[rules.required()]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
        </Row>
        {type === "menu" || type === "directory" ? (
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item
                name="hidden"
                label={t("accounts.menus.hidden")}
                valuePropName="checked"
                extra={t("accounts.menus.hiddenHint")}
              >
                <Switch />
              </Form.Item>
            </Col>
            {type === "menu" ? (
              <Col span={12}>
                <Form.Item
                  name="affix"
                  label={t("accounts.menus.affix")}
                  valuePropName="checked"
                  extra={t("accounts.menus.affixHint")}
                >
                  <Switch />
                </Form.Item>
              </Col>
            ) : null}
          </Row>
        ) : null}
      </Form>
    </Drawer>
  );
};
