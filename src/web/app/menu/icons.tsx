import {
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  ContactsOutlined,
  CrownOutlined,
  FileTextOutlined,
  GlobalOutlined,
  HomeOutlined,
  MobileOutlined,
  PercentageOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  SafetyOutlined,
  SendOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  UnorderedListOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** The icon names the server's menu may use; an unknown name shows no icon. */
const ICONS: Readonly<Record<string, ComponentType>> = {
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  ContactsOutlined,
  CrownOutlined,
  FileTextOutlined,
  GlobalOutlined,
  HomeOutlined,
  MobileOutlined,
  PercentageOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  SafetyOutlined,
  SendOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  UnorderedListOutlined,
  UserOutlined,
  WalletOutlined,
};

export function MenuIcon({ name }: { name: string | null }) {
  const Icon = name ? ICONS[name] : undefined;
  return Icon ? <Icon aria-hidden /> : null;
}
