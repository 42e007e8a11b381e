import { Button } from '@telegram-apps/telegram-ui';
import {
  AlertTriangle,
  Building2,
  FileDown,
  FilePlus2,
  Gavel,
  Landmark,
  Scale,
  ShieldAlert,
  ShieldCheck,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@app/lib/date-time.ts';
import { creditRatingTone, scoreTone, winRate } from '@shared/check/scores.ts';
import type { CompanyReport as Report } from '@shared/check/types.ts';
import { formatNumber, formatRub } from '@shared/format-number.ts';
import { toast } from '@app/ui/toast.ts';

const YEARS = [2021, 2022, 2023] as const;

/** The counterparty check's report on one company, section by section. */
export function CompanyReport({ company }: { company: Report }) {
  const { t, i18n } = useTranslation();
  const { basic, leadership, financial, legal, risks } = company;
  const lang = i18n.language;
  const money = (n: number) => formatRub(n, lang, { compact: Math.abs(n) >= 1_000_000 });
  const num = (n: number) => formatNumber(n, lang);
  const date = formatDate(basic.registrationDate, { language: lang });
  const dash = t('check.report.none');
  const soleTrader = basic.inn.length === 12;
  const revenues = YEARS.map((y) => financial[`revenue${y}` as const]);
  const maxRevenue = Math.max(...revenues, 1);
  const cases = legal.courtCases;
  const rate = winRate(cases.won, cases.total);
  const demoAction = () => toast.info(t('check.report.demoAction'));

  return (
    <article className="check-report" data-testid="check-report">
      <header className="check-card check-report__head">
        <div className="check-report__title">
          <h2 data-testid="check-company-name">{basic.name}</h2>
          <span className={`check-status check-status--${basic.status}`} data-testid="check-company-status">
            {t(`check.status.${basic.status}`)}
          </span>
        </div>
        <p className="check-report__ids">
          {t('check.report.inn')} {basic.inn} · {soleTrader ? t('check.report.ogrnip') : t('check.report.ogrn')}{' '}
          {basic.ogrn}
          {basic.kpp && ` · ${t('check.report.kpp')} ${basic.kpp}`}
        </p>
        <span className={`check-risk__level check-risk__level--${risks.overall}`} data-testid="check-overall-risk">
          {t('check.report.overallRisk')}: {t(`check.risk.${risks.overall}`)}
        </span>
      </header>

      <div className="check-grid">
        <Card icon={Building2} title={t('check.report.basic')}>
          <Facts
            rows={[
              [t('check.report.registrationDate'), date],
              [t('check.report.address'), basic.address],
              [t('check.report.phone'), basic.phone || dash],
              [t('check.report.email'), basic.email || dash],
              [t('check.report.website'), basic.website || dash],
              [t('check.report.authorizedCapital'), soleTrader ? dash : money(basic.authorizedCapital)],
              [t('check.report.employees'), num(basic.employees)],
            ]}
          />
        </Card>

        <Card icon={Users} title={t('check.report.leadership')}>
          <Facts rows={[[t('check.report.ceo'), leadership.ceo]]} />
          <NameList title={t('check.report.founders')} items={leadership.founders} empty={dash} />
          <NameList title={t('check.report.beneficiaries')} items={leadership.beneficiaries} empty={dash} />
        </Card>

        <Card icon={Wallet} title={t('check.report.financial')} wide>
          <div className="check-revenue" data-testid="check-revenue">
            <span className="check-sub">{t('check.report.revenue')}</span>
            {YEARS.map((y, i) => (
              <div key={y} className="check-revenue__row">
                <span className="check-revenue__year">{y}</span>
                <span className="check-revenue__bar">
                  <span style={{ width: `${Math.max(2, (revenues[i] / maxRevenue) * 100)}%` }} />
                </span>
                <span className="check-revenue__value">{money(revenues[i])}</span>
              </div>
            ))}
          </div>
          <Facts
            rows={[
              [
                t('check.report.profit', { year: 2022 }),
                <Signed key="p22" value={financial.profit2022} text={money(financial.profit2022)} />,
              ],
              [
                t('check.report.profit', { year: 2023 }),
                <Signed key="p23" value={financial.profit2023} text={money(financial.profit2023)} />,
              ],
              [t('check.report.assets'), money(financial.assets)],
              [t('check.report.liabilities'), money(financial.liabilities)],
              [
                t('check.report.taxDebt'),
                financial.taxDebt > 0 ? (
                  <span className="check-bad">{money(financial.taxDebt)}</span>
                ) : (
                  t('check.report.noDebt')
                ),
              ],
              [
                t('check.report.creditRating'),
                <span
                  key="rating"
                  className={`check-rating check-tone--${creditRatingTone(financial.creditRating)}`}
                  data-testid="check-credit-rating"
                >
                  {financial.creditRating}
                </span>,
              ],
            ]}
          />
        </Card>

        <Card icon={Gavel} title={t('check.report.courts')}>
          <div className="check-stats">
            <Stat label={t('check.report.casesTotal')} value={num(cases.total)} />
            <Stat label={t('check.report.asPlaintiff')} value={num(cases.asPlaintiff)} />
            <Stat label={t('check.report.asDefendant')} value={num(cases.asDefendant)} />
            <Stat label={t('check.report.won')} value={num(cases.won)} />
            <Stat label={t('check.report.lost')} value={num(cases.lost)} />
            <Stat label={t('check.report.pending')} value={num(cases.pending)} />
          </div>
          <div className="check-meter">
            <span>{t('check.report.winRate')}</span>
            <strong data-testid="check-win-rate">{rate}%</strong>
            <span className="check-meter__bar">
              <span style={{ width: `${rate}%` }} />
            </span>
          </div>
        </Card>

        <Card icon={Landmark} title={t('check.report.enforcement')}>
          <div className="check-stats check-stats--three">
            <Stat
              label={t('check.report.enforcementActive')}
              value={num(legal.enforcement.active)}
              bad={legal.enforcement.active > 0}
            />
            <Stat label={t('check.report.enforcementCompleted')} value={num(legal.enforcement.completed)} />
            <Stat label={t('check.report.enforcementAmount')} value={money(legal.enforcement.totalAmount)} />
          </div>
          <span className="check-sub">{t('check.report.bankruptcy')}</span>
          <p
            className={`check-note${legal.bankruptcy.procedures > 0 ? ' check-bad' : ''}`}
            data-testid="check-bankruptcy"
          >
            {t('check.report.procedures', { count: legal.bankruptcy.procedures })}. {legal.bankruptcy.status}
          </p>
        </Card>

        <Card icon={Scale} title={t('check.report.licensesAndSanctions')} wide>
          <div className="check-two">
            <NameList title={t('check.report.licenses')} items={legal.licenses} empty={t('check.report.noLicenses')} />
            <div className="check-list">
              <span className="check-sub">{t('check.report.sanctions')}</span>
              <p className={`check-sanctions${legal.sanctions ? ' is-listed' : ''}`} data-testid="check-sanctions">
                {legal.sanctions ? <ShieldAlert size={18} aria-hidden /> : <ShieldCheck size={18} aria-hidden />}
                {legal.sanctions ? t('check.report.sanctionsListed') : t('check.report.sanctionsClear')}
              </p>
            </div>
          </div>
        </Card>

        <Card icon={AlertTriangle} title={t('check.report.risks')} wide>
          <RiskSummary overall={risks.overall} score={risks.score} />
          <div className="check-two">
            <NameList title={t('check.report.factors')} items={risks.factors} empty={dash} testId="check-factors" />
            <NameList
              title={t('check.report.recommendations')}
              items={risks.recommendations}
              empty={dash}
              testId="check-recommendations"
            />
          </div>
        </Card>
      </div>

      <div className="check-actions">
        <Button
          size="m"
          mode="filled"
          before={<FileDown size={18} aria-hidden />}
          onClick={demoAction}
          data-testid="check-download"
        >
          {t('check.report.download')}
        </Button>
        <Button
          size="m"
          mode="bezeled"
          before={<AlertTriangle size={18} aria-hidden />}
          onClick={demoAction}
          data-testid="check-analysis"
        >
          {t('check.report.analysis')}
        </Button>
        <Button
          size="m"
          mode="bezeled"
          before={<FilePlus2 size={18} aria-hidden />}
          onClick={demoAction}
          data-testid="check-contract"
        >
          {t('check.report.contract')}
        </Button>
      </div>
    </article>
  );
}

function RiskSummary({ overall, score }: { overall: Report['risks']['overall']; score: number }) {
  const { t } = useTranslation();
  return (
    <div className="check-risk">
      <span className={`check-risk__level check-risk__level--${overall}`}>{t(`check.risk.${overall}`)}</span>
      <div className="check-score">
        <span className="check-score__label">
          {t('check.report.score')} <strong data-testid="check-score">{score}</strong>/100
        </span>
        <span
          className="check-score__bar"
          role="meter"
          aria-label={t('check.report.score')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={score}
        >
          <span
            className={`check-tone-bg--${scoreTone(score)}`}
            style={{ width: `${score}%` }}
            data-testid="check-score-bar"
            data-tone={scoreTone(score)}
          />
        </span>
        <span className="check-score__hint">{t('check.report.scoreHint')}</span>
      </div>
    </div>
  );
}

function Card({
  icon: Icon,
  title,
  wide,
  children,
}: {
  icon: LucideIcon;
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={`check-card${wide ? ' check-card--wide' : ''}`}>
      <h3 className="check-card__title">
        <Icon size={18} aria-hidden /> {title}
      </h3>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="check-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="check-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function NameList({ title, items, empty, testId }: { title: string; items: string[]; empty: string; testId?: string }) {
  return (
    <div className="check-list" data-testid={testId}>
      <span className="check-sub">{title}</span>
      {items.length ? (
        <ul>
          {items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      ) : (
        <p className="check-note">{empty}</p>
      )}
    </div>
  );
}

function Stat({ label, value, bad }: { label: string; value: string; bad?: boolean }) {
  return (
    <div className="check-stat">
      <strong className={bad ? 'check-bad' : undefined}>{value}</strong>
      <span>{label}</span>
    </div>
  );
}

function Signed({ value, text }: { value: number; text: string }) {
  return <span className={value < 0 ? 'check-bad' : value > 0 ? 'check-good' : undefined}>{text}</span>;
}
