import { Button, Flex, Popover, Tooltip, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MENU_ICONS, MenuIconPreview } from "../../shared/components/MenuIcon";

/** A form control: a button showing the chosen icon that opens a grid of the allowed icons. */
export const IconPicker = ({
  value,
  onChange,
}: {
  value?: string | null;
  onChange?: (value: string | null) => void;
}) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const pick = (name: string | null) => {
    onChange?.(name);
    setOpen(false);
  };
  const grid = (
    <Flex vertical gap={8} style={{ width: 300 }}>
      <Flex wrap gap={4}>
        {Object.entries(MENU_ICONS).map(([name, Icon]) => (
          <Tooltip key={name} title={name} mouseEnterDelay={0.4}>
            <Button
              aria-label={name}
              type={value === name ? "primary" : "text"}
              icon={<Icon />}
              onClick={() => pick(name)}
              style={{ width: 32, height: 32 }}
            />
          </Tooltip>
        ))}
      </Flex>
      <Button size="small" onClick={() => pick(null)} disabled={!value}>
        {t("accounts.menus.noIcon")}
      </Button>
    </Flex>
  );
  return (
    <Popover content={grid} trigger="click" open={open} onOpenChange={setOpen} placement="bottomLeft">
      <Button style={{ width: "100%", justifyContent: "flex-start" }}>
        {value ? (
          <Flex gap={8} align="center">
            <MenuIconPreview name={value} />
            <span>{value}</span>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t("accounts.menus.chooseIcon")}</Typography.Text>
        )}
      </Button>
    </Popover>
  );
};
