import { Form, Input } from "antd";
import type { ReactNode } from "react";
import { useFormRules } from "../../../shared/forms/form-rules";

/**
 * A new password and its confirmation (`confirmPassword`), checked by the one password policy. `account` is
 * the account name, or the form field that holds it.
 */
export const NewPasswordFields = ({
  name,
  label,
  confirmLabel,
  extra,
  account,
  maxLength,
  prefix,
}: {
  name: string;
  label: string;
  confirmLabel: string;
  extra?: string;
  account?: { name: string } | { field: string };
  maxLength: number;
  prefix?: ReactNode;
}) => {
  const rules = useFormRules();
  const input = <Input.Password prefix={prefix} autoComplete="new-password" maxLength={maxLength} />;
  return (
    <>
      <Form.Item name={name} label={label} extra={extra} rules={[rules.required(), rules.password(account)]}>
        {input}
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={confirmLabel}
        dependencies={[name]}
        rules={[rules.required(), rules.sameAs(name)]}
      >
        {input}
      </Form.Item>
    </>
  );
};
