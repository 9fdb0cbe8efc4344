import { CheckOutlined } from "@ant-design/icons";
import { Button, ColorPicker, Divider, Drawer, Flex, Switch, Tooltip, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useThemeColor } from "../brand";
import { type LayoutSwitches, useLayoutSettings } from "./layout-settings";

const PRESET_COLORS = [
  "#2c7eff",
  "#1677ff",
  "#13a8a8",
  "#389e0d",
  "#d46b08",
  "#cf1322",
  "#722ed1",
  "#c41d7f",
  "#2f54eb",
  "#434343",
];

const SWITCHES: { name: keyof LayoutSwitches; labelKey: string; hintKey: string }[] = [
  { name: "showTabs", labelKey: "shell.settings.showTabs", hintKey: "shell.settings.showTabsHint" },
  { name: "fixedHeader", labelKey: "shell.settings.fixedHeader", hintKey: "shell.settings.fixedHeaderHint" },
  { name: "showLogo", labelKey: "shell.settings.showLogo", hintKey: "shell.settings.showLogoHint" },
  {
    name: "uniqueOpened",
    labelKey: "shell.settings.uniqueOpened",
    hintKey: "shell.settings.uniqueOpenedHint",
  },
];

export const SettingsDrawer = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const settings = useLayoutSettings();
  const themeColor = useThemeColor();

  return (
    <Drawer
      title={t("shell.settings.title")}
      open={open}
      onClose={onClose}
      size={320}
      footer={
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t("shell.settings.savedHint")}
          </Typography.Text>
          <Button onClick={settings.resetSettings}>{t("shell.settings.reset")}</Button>
        </Flex>
      }
    >
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t("shell.settings.themeColor")}
      </Typography.Title>
      <Flex wrap gap={10} className="pp-swatches">
        {PRESET_COLORS.map((color) => {
          const selected = color.toLowerCase() === themeColor.toLowerCase();
          return (
            <button
              key={color}
              type="button"
              className="pp-swatch"
              style={{ background: color }}
              aria-label={color}
              aria-pressed={selected}
              onClick={() => settings.setThemeColor(color)}
            >
              {selected ? <CheckOutlined /> : null}
            </button>
          );
        })}
      </Flex>
      <Flex align="center" gap={8} style={{ marginTop: 14 }}>
        <ColorPicker
          value={themeColor}
          disabledAlpha
          showText
          onChangeComplete={(color) => settings.setThemeColor(color.toHexString())}
        />
        <Tooltip title={t("shell.settings.followBrandHint")}>
          <Button
            type="link"
            size="small"
            disabled={settings.chosenThemeColor === null}
            onClick={() => settings.setThemeColor(null)}
          >
            {t("shell.settings.followBrand")}
          </Button>
        </Tooltip>
      </Flex>
      <Divider />
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t("shell.settings.interface")}
      </Typography.Title>
      <Flex vertical gap={16}>
        {SWITCHES.map((item) => (
          <Flex key={item.name} justify="space-between" align="center" gap={12}>
            <Flex vertical>
              <Typography.Text>{t(item.labelKey)}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t(item.hintKey)}
              </Typography.Text>
            </Flex>
            <Switch
              checked={settings[item.name]}
              onChange={(checked) => settings.setSwitch(item.name, checked)}
              aria-label={t(item.labelKey)}
            />
          </Flex>
        ))}
      </Flex>
    </Drawer>
  );
};
