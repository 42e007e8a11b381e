import { MessagesSquare, TrendingUp, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const TILES = [
  { key: 'contacts', icon: UserPlus },
  { key: 'communications', icon: MessagesSquare },
  { key: 'growth', icon: TrendingUp },
] as const;

/** Three info tiles: new contacts, communications, business growth. */
export function InfoTiles() {
  const { t } = useTranslation();
  return (
    <ul className="network-tiles" data-testid="network-tiles">
      {TILES.map(({ key, icon: Icon }) => (
        <li key={key} className={`network-tile network-tile--${key}`}>
          <span className="network-tile__icon" aria-hidden>
            <Icon size={20} />
          </span>
          <h3 className="network-tile__title">{t(`network.tiles.${key}.title`)}</h3>
          <p className="network-tile__text">{t(`network.tiles.${key}.text`)}</p>
        </li>
      ))}
    </ul>
  );
}
