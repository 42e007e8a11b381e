import {
  Archive, Bot, Briefcase, Calculator, Car, ChartColumn, ClipboardList, FileText, Gavel, Handshake, HardHat, House, KeyRound, Landmark, Languages,
  Library, Lightbulb, Lock, Mail, Megaphone, MessagesSquare, Mic, Microscope, Package, Scale, Search, ShoppingCart, Stamp, TrendingDown,
  type LucideIcon,
} from 'lucide-react';
import type { CatalogIconName } from '@shared/catalog/constants.ts';

/** The catalog's named icons (shared/catalog/constants.ts CATALOG_ICON_NAMES). */
export const SERVICE_ICONS: Record<CatalogIconName, LucideIcon> = {
  archive: Archive, bot: Bot, briefcase: Briefcase, calculator: Calculator, car: Car, 'chart-column': ChartColumn, 'clipboard-list': ClipboardList,
  'file-text': FileText, gavel: Gavel, handshake: Handshake, 'hard-hat': HardHat, house: House, 'key-round': KeyRound, landmark: Landmark,
  languages: Languages, library: Library, lightbulb: Lightbulb, lock: Lock, mail: Mail, megaphone: Megaphone, 'messages-square': MessagesSquare,
  mic: Mic, microscope: Microscope, package: Package, scale: Scale, search: Search, 'shopping-cart': ShoppingCart, stamp: Stamp,
  'trending-down': TrendingDown,
};
