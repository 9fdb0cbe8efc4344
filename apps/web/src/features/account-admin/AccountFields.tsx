import { Col, Form, Input, Row } from "antd";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFormRules } from "../../shared/forms/form-rules";

type Props = {
  /** Username and password: only when the account is being created. */
  withCredentials: boolean;
  /** A field shown beside the nick name (the user form's org). */
  besideNickName?: ReactNode;
  /** Shown in empty phone and email boxes (a masked contact that is kept unless retyped). */
  contactPlaceholder?: string;
};

/** The fields of an account inside a form: username, password, nick name, phone and email. */
export const AccountFields = ({ withCredentials, besideNickName, contactPlaceholder }: Props) => {
  const { t } = useTranslation();
  const rules = useFormRules();
  return (
    <>
      {withCredentials && (
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="username"
              label={t("accounts.users.username")}
              required
              rules={[rules.required(), rules.rule("account")]}
            >
              <Input maxLength={32} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="password"
              label={t("accounts.users.password")}
              required
              rules={[rules.required(), rules.password({ field: "username" })]}
            >
              <Input.Password maxLength={32} autoComplete="new-password" />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="nickName" label={t("accounts.users.nickName")} required rules={[rules.required()]}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        {besideNickName && <Col span={12}>{besideNickName}</Col>}
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="phone" label={t("accounts.users.phone")} rules={[rules.rule("mobile")]}>
            <Input maxLength={11} placeholder={contactPlaceholder} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="email" label={t("accounts.users.email")} rules={[rules.rule("email")]}>
            <Input maxLength={100} placeholder={contactPlaceholder} autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
};

/** The phone and email columns of an account list (masked by the server where the reader may not see them). */
export const contactColumns = (t: TFunction) => [
  {
    title: t("accounts.users.phone"),
    dataIndex: "phone",
    width: 130,
    render: (v: string | null) => v ?? "—",
  },
  {
    title: t("accounts.users.email"),
    dataIndex: "email",
    width: 190,
    render: (v: string | null) => v ?? "—",
  },
];
