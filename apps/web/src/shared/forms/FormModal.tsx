import { Alert, Form, type FormInstance, Modal } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A small dialog around one form: an optional notice above it, the OK button submits it. */
export const FormModal = <Values,>({
  open,
  title,
  okText,
  notice,
  form,
  name,
  saving,
  onClose,
  onFinish,
  children,
}: {
  open: boolean;
  title: string;
  okText?: string;
  notice?: string;
  form: FormInstance<Values>;
  name: string;
  saving: boolean;
  onClose: () => void;
  onFinish: (values: Values) => void;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText={okText ?? t("common.actions.save")}
      cancelText={t("common.actions.cancel")}
      title={title}
      destroyOnHidden
    >
      {notice ? <Alert type="info" showIcon title={notice} style={{ margin: "12px 0 16px" }} /> : null}
      <Form<Values> form={form} name={name} layout="vertical" requiredMark onFinish={onFinish}>
        {children}
      </Form>
    </Modal>
  );
};
