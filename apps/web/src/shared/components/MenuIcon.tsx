import {
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BellOutlined,
  CarOutlined,
  ClusterOutlined,
  ContainerOutlined,
  CrownOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DollarOutlined,
  EnvironmentOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FolderOutlined,
  GlobalOutlined,
  HomeOutlined,
  InboxOutlined,
  MailOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  ToolOutlined,
  UnorderedListOutlined,
  UserOutlined,
  WalletOutlined,
} from "@ant-design/icons";
import type { ComponentType } from "react";

// Menu icons arrive as @ant-design/icons names. Only the icons the menus use are bundled (importing the
// whole set would add megabytes); an unknown name falls back to a neutral icon instead of leaving a gap.
// The menu admin's icon picker offers exactly these, in this order, so whatever is picked really shows.
export const MENU_ICONS: Record<string, ComponentType> = {
  HomeOutlined,
  AppstoreOutlined,
  ShoppingCartOutlined,
  ShopOutlined,
  InboxOutlined,
  ContainerOutlined,
  CarOutlined,
  ApiOutlined,
  GlobalOutlined,
  EnvironmentOutlined,
  SafetyCertificateOutlined,
  AuditOutlined,
  WalletOutlined,
  DollarOutlined,
  CrownOutlined,
  BarChartOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  ClusterOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  ProfileOutlined,
  UnorderedListOutlined,
  ScheduleOutlined,
  BellOutlined,
  MailOutlined,
  TeamOutlined,
  UserOutlined,
  ToolOutlined,
  SettingOutlined,
  FolderOutlined,
};

/** The named icon, or nothing for an unknown or missing name (lists and the picker show no fallback). */
export const MenuIconPreview = ({ name }: { name: string | null | undefined }) => {
  const Icon = name ? MENU_ICONS[name] : undefined;
  return Icon ? <Icon /> : null;
};

export const MenuIcon = ({ name, folder = false }: { name: string | null | undefined; folder?: boolean }) => {
  const Icon = (name ? MENU_ICONS[name] : undefined) ?? (folder ? FolderOutlined : FileTextOutlined);
  return <Icon />;
};
