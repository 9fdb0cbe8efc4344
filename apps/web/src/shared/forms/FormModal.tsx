import { Alert, Form, type FormInstance, type FormProps, Modal } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * A dialog around one form: an optional notice above it, OK submits it and spins while `saving`. The other
 * props go to the form (initial values, onFinish...).
 */
export const FormModal = <Values,>({
  open,
  title,
  okText,
  notice,
  width,
  saving,
  onClose,
  children,
  ...formProps
}: Omit<FormProps<Values>, "title" | "children" | "layout"> & {
  open: boolean;
  title: ReactNode;
  okText?: string;
  notice?: string;
  width?: number;
  form: FormInstance<Values>;
  saving: boolean;
  onClose: () => void;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      onOk={() => formProps.form.submit()}
      confirmLoading={saving}
      okText={okText ?? t("common.actions.save")}
      cancelText={t("common.actions.cancel")}
      title={title}
      width={width}
      destroyOnHidden
    >
      {notice ? <Alert type="info" showIcon title={notice} style={{ margin: "12px 0 16px" }} /> : null}
      <Form<Values> layout="vertical" {...formProps}>
        {children}
      </Form>
    </Modal>
  );
};
