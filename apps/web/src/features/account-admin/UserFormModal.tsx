import type { UserRow } from "@pp/contracts";
import { App, Form, Modal, Select } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { orgName, roleName } from "../../shared/auth/names";
import { useFormRules } from "../../shared/forms/form-rules";
import { putFieldErrors } from "../../shared/forms/use-form-save";
import { AccountFields } from "./AccountFields";
import { useOrgOptions, useRoleOptions, useSaveUser } from "./account-admin.api";
import {
  roleChoices,
  toCreateUser,
  toUpdateUser,
  type UserFormValues,
  userFormInitialValues,
} from "./user-form";

type Props = { open: boolean; user: UserRow | undefined; onClose: () => void };

/** Create a user, or edit one's details, org and roles. */
export const UserFormModal = ({ open, user, onClose }: Props) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rules = useFormRules();
  const [form] = Form.useForm<UserFormValues>();
  const orgs = useOrgOptions();
  const roles = useRoleOptions();
  const save = useSaveUser();
  const orgId = Form.useWatch("orgId", form);
  const orgType = orgs.data?.find((org) => org.id === orgId)?.type;
  const choices = roleChoices(roles.data ?? [], orgType);

  // A customer or supplier org takes only roles limited to it: drop the chosen ones it cannot hold.
  const onOrgChange = (id: number) => {
    const type = orgs.data?.find((org) => org.id === id)?.type;
    const allowed = new Set(roleChoices(roles.data ?? [], type).map((role) => role.id));
    form.setFieldValue(
      "roleIds",
      (form.getFieldValue("roleIds") as number[] | undefined)?.filter((r) => allowed.has(r)),
    );
  };

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(userFormInitialValues(user));
  }, [open, user, form]);

  const submit = async (values: UserFormValues) => {
    try {
      await save.mutateAsync(
        user
          ? { id: user.id, body: toUpdateUser(values, user) }
          : { id: undefined, body: toCreateUser(values) },
      );
      void message.success(t("accounts.users.saved"));
      onClose();
    } catch (error) {
      if (!putFieldErrors(form, error) && error instanceof Error) void message.error(error.message);
    }
  };

  const contactPlaceholder = user?.masked ? t("accounts.users.maskedKeep") : undefined;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      okText={t("common.actions.save")}
      cancelText={t("common.actions.cancel")}
      title={user ? t("accounts.users.editTitle", { name: user.username }) : t("accounts.users.createTitle")}
      width={640}
      destroyOnHidden
    >
      <Form<UserFormValues>
        form={form}
        name="user-form"
        layout="vertical"
        requiredMark
        onFinish={submit}
        style={{ marginTop: 12 }}
      >
        <AccountFields
          withCredentials={!user}
          contactPlaceholder={contactPlaceholder}
          besideNickName={
            <Form.Item name="orgId" label={t("accounts.users.org")} required rules={[rules.required()]}>
              <Select
                showSearch={{ optionFilterProp: "label" }}
                loading={orgs.isPending}
                onChange={onOrgChange}
                options={(orgs.data ?? []).map((org) => ({
                  value: org.id,
                  label: `${orgName(t, org)} · ${t(`accounts.orgTypes.${org.type}`)}`,
                }))}
              />
            </Form.Item>
          }
        />
        <Form.Item name="roleIds" label={t("accounts.users.roles")} extra={t("accounts.users.rolesHint")}>
          <Select
            mode="multiple"
            loading={roles.isPending}
            optionFilterProp="label"
            options={choices.map((role) => ({ value: role.id, label: roleName(t, role) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};
