import { Menu, type MenuProps } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { useLanguage } from "../../locales";
import { type MenuEntry, menuChildren, menuTitle, walkEntries } from "../../shared/auth/menu-tree";
import { MenuIcon } from "../../shared/components/MenuIcon";
import { useLayoutSettings } from "./layout-settings";

type MenuItem = Required<MenuProps>["items"][number];

const toItems = (entries: MenuEntry[], lang: ReturnType<typeof useLanguage>, depth = 0): MenuItem[] =>
  menuChildren(entries).map((entry) => {
    const children = menuChildren(entry.children);
    const label = menuTitle(entry.node, lang);
    // Only top-level entries carry icons: nested icons add noise without helping the eye.
    const icon =
      depth === 0 ? (
        <MenuIcon
          key={entry.fullPath}
          name={entry.node.icon ?? entry.node.meta.icon}
          folder={children.length > 0}
        />
      ) : undefined;
    if (children.length > 0) {
      return {
        key: entry.fullPath,
        icon,
        label: <span title={label}>{label}</span>,
        children: toItems(entry.children, lang, depth + 1),
      };
    }
    return { key: entry.fullPath, icon, label: <span title={label}>{label}</span> };
  });

export const SideMenu = ({
  entries,
  active,
  collapsed,
}: {
  entries: MenuEntry[];
  active: MenuEntry | null;
  collapsed: boolean;
}) => {
  const lang = useLanguage();
  const navigate = useNavigate();
  const { uniqueOpened } = useLayoutSettings();
  const items = useMemo(() => toItems(entries, lang), [entries, lang]);
  const ancestorsOf = useMemo(
    () => new Map([...walkEntries(entries)].map((entry) => [entry.fullPath, entry.parentPaths])),
    [entries],
  );

  // A detail page highlights the menu entry it belongs to (meta.activeMenu), else its nearest menu parent.
  const selectedKey = useMemo(() => {
    if (!active) return null;
    if (active.node.meta.activeMenu) return active.node.meta.activeMenu;
    if (active.node.type === "menu" && !active.node.hidden) return active.fullPath;
    return active.parentPaths.at(-1) ?? active.fullPath;
  }, [active]);

  const [openKeys, setOpenKeys] = useState<string[]>(() => active?.parentPaths ?? []);

  // Opening a screen (from a tab, a link, the address bar) reveals its group in the menu: when the screen's group
  // chain changes, not whenever the menu is read again (a new `active` object for the same screen would otherwise
  // fold the group a person had just opened).
  const activeParents = (active?.parentPaths ?? []).join("\n");
  useEffect(() => {
    if (activeParents === "") return;
    const parents = activeParents.split("\n");
    setOpenKeys((current) =>
      uniqueOpened ? parents : [...current, ...parents.filter((key) => !current.includes(key))],
    );
  }, [activeParents, uniqueOpened]);

  const onOpenChange = (keys: string[]) => {
    if (!uniqueOpened) {
      setOpenKeys(keys);
      return;
    }
    // Unique-open: keep only the newly opened submenu and the chain of groups that contains it.
    const opened = keys.find((key) => !openKeys.includes(key));
    if (!opened) {
      setOpenKeys(keys);
      return;
    }
    const chain = ancestorsOf.get(opened) ?? [];
    setOpenKeys(keys.filter((key) => key === opened || chain.includes(key)));
  };

  return (
    <Menu
      mode="inline"
      inlineCollapsed={collapsed}
      items={items}
      selectedKeys={selectedKey ? [selectedKey] : []}
      {...(collapsed ? {} : { openKeys, onOpenChange })}
      onClick={({ key }) => navigate(key)}
      className="pp-side-menu"
    />
  );
};
