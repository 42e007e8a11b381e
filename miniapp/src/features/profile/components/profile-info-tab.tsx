import { Button, Cell, List, Section } from '@telegram-apps/telegram-ui';
import {
  Award,
  BookOpen,
  Briefcase,
  Cake,
  FileText,
  Globe,
  GraduationCap,
  Link2,
  Lock,
  Mail,
  MapPin,
  MessageCircle,
  Phone,
  Send,
  Sparkles,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@app/lib/date-time.ts';
import { Link } from 'wouter';
import { type FullProfile, PROFILE_CONTACTS_PER_HOUR } from '@shared/schemas/profile.ts';
import { contactsOf, infoText, linkLabel, personalOf, professionalOf, socialLinksOf } from '../profile-info.ts';

const icon = (node: ReactNode) => <span className="profile-info__icon">{node}</span>;

/** A link opening outside the app (rel noopener, nothing of ours sent along). */
function Out({ href, children, testId }: { href: string; children: ReactNode; testId?: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="profile-info__link"
      data-testid={testId}
    >
      {children}
    </a>
  );
}

/**
 * The Information tab: contacts, social links, university,
 * professional and personal sections; what is empty is left out. Contacts come only to
 * signed-in readers: others see a sign-in prompt in their place, and a reader past the hour's
 * limit of people whose contacts they may read a line saying so.
 */
export function ProfileInfoTab({ profile, signedIn }: { profile: FullProfile; signedIn: boolean }) {
  const { t, i18n } = useTranslation();
  const c = contactsOf(profile);
  const links = socialLinksOf(profile);
  const pro = professionalOf(profile);
  const personal = personalOf(profile);
  const about = infoText(profile.about);
  const expertise = infoText(profile.expertise);
  const city = infoText(profile.info.city);
  const hasContacts = !!c && !!(c.phone || c.telegram || c.website || c.email);
  const hasPro = !!(pro.education || pro.experience || pro.experience_years !== null || pro.awards);
  const hasPersonal = !!(personal.birthday || personal.more);
  const birthday = personal.birthday ? formatDate(personal.birthday, { language: i18n.language }) : null;
  const empty =
    !about &&
    !expertise &&
    !city &&
    !profile.region &&
    !hasContacts &&
    links.length === 0 &&
    !profile.university &&
    !hasPro &&
    !hasPersonal &&
    !profile.resume &&
    signedIn;

  return (
    <List className="profile-list" data-testid="profile-info">
      {(about || expertise || city || profile.region) && (
        <Section header={t('profile.info')}>
          {about && (
            <Cell
              multiline
              subtitle={t('profile.about')}
              before={icon(<BookOpen size={20} aria-hidden />)}
              data-testid="profile-about"
            >
              {about}
            </Cell>
          )}
          {expertise && (
            <Cell
              multiline
              subtitle={t('profile.expertise')}
              before={icon(<Briefcase size={20} aria-hidden />)}
              data-testid="profile-expertise"
            >
              {expertise}
            </Cell>
          )}
          {(city || profile.region) && (
            <Cell
              multiline
              subtitle={city ? t('profile.infoTab.city') : t('profile.infoTab.region')}
              before={icon(<MapPin size={20} aria-hidden />)}
              data-testid="profile-region"
            >
              {[city, profile.region?.title].filter((x, i, a) => x && a.indexOf(x) === i).join(', ')}
            </Cell>
          )}
        </Section>
      )}
      {!signedIn ? (
        <Section header={t('profile.infoTab.contacts')}>
          <Cell
            before={icon(<Lock size={20} aria-hidden />)}
            after={
              <Link href="/auth" asChild>
                <Button Component="a" mode="bezeled" size="s">
                  {t('profile.infoTab.signIn')}
                </Button>
              </Link>
            }
            data-testid="profile-contacts-hidden"
          >
            {t('profile.infoTab.contactsHidden')}
          </Cell>
        </Section>
      ) : profile.contactsHidden === 'limit' ? (
        <Section header={t('profile.infoTab.contacts')}>
          <Cell multiline before={icon(<Lock size={20} aria-hidden />)} data-testid="profile-contacts-limit">
            {t('profile.infoTab.contactsLimit', { max: PROFILE_CONTACTS_PER_HOUR })}
          </Cell>
        </Section>
      ) : (
        hasContacts && (
          <Section header={t('profile.infoTab.contacts')}>
            {c.phone && (
              <Cell
                subtitle={t('profile.infoTab.phone')}
                before={icon(<Phone size={20} aria-hidden />)}
                data-testid="profile-phone"
              >
                <a href={`tel:${c.phone.replace(/[^\d+]/g, '')}`} className="profile-info__link">
                  {c.phone}
                </a>
              </Cell>
            )}
            {c.phone && c.whatsapp && (
              <Cell
                subtitle={t('profile.infoTab.whatsapp')}
                before={icon(<MessageCircle size={20} aria-hidden />)}
                data-testid="profile-whatsapp"
              >
                <Out href={`https://wa.me/${c.phone.replace(/\D/g, '')}`}>{c.phone}</Out>
              </Cell>
            )}
            {c.telegram && (
              <Cell
                subtitle={t('profile.infoTab.telegram')}
                before={icon(<Send size={20} aria-hidden />)}
                data-testid="profile-telegram-contact"
              >
                <Out href={`https://t.me/${encodeURIComponent(c.telegram)}`}>@{c.telegram}</Out>
              </Cell>
            )}
            {c.email && (
              <Cell
                subtitle={t('profile.infoTab.email')}
                before={icon(<Mail size={20} aria-hidden />)}
                data-testid="profile-email"
              >
                <a href={`mailto:${c.email}`} className="profile-info__link">
                  {c.email}
                </a>
              </Cell>
            )}
            {c.website && /^https?:\/\//i.test(c.website) && (
              <Cell
                subtitle={t('profile.infoTab.website')}
                before={icon(<Globe size={20} aria-hidden />)}
                data-testid="profile-website"
              >
                <Out href={c.website}>{linkLabel(c.website)}</Out>
              </Cell>
            )}
          </Section>
        )
      )}
      {links.length > 0 && (
        <Section header={t('profile.infoTab.socialLinks')}>
          {links.map((l) => (
            <Cell key={l} before={icon(<Link2 size={20} aria-hidden />)} data-testid="profile-social-link">
              <Out href={l}>{linkLabel(l)}</Out>
            </Cell>
          ))}
        </Section>
      )}
      {profile.university && (
        <Section header={t('profile.infoTab.university')}>
          <Cell
            multiline
            subtitle={
              profile.university.graduation_year
                ? t('profile.infoTab.graduationYear', { year: profile.university.graduation_year })
                : profile.university.short_name
            }
            before={icon(<GraduationCap size={20} aria-hidden />)}
            data-testid="profile-university"
          >
            {profile.university.name}
          </Cell>
        </Section>
      )}
      {hasPro && (
        <Section header={t('profile.infoTab.professional')}>
          {pro.experience_years !== null && (
            <Cell before={icon(<Sparkles size={20} aria-hidden />)} data-testid="profile-experience-years">
              {t('profile.infoTab.experienceYears', { count: pro.experience_years })}
            </Cell>
          )}
          {pro.education && (
            <Cell
              multiline
              subtitle={t('profile.infoTab.education')}
              before={icon(<GraduationCap size={20} aria-hidden />)}
              data-testid="profile-education"
            >
              {pro.education}
            </Cell>
          )}
          {pro.experience && (
            <Cell
              multiline
              subtitle={t('profile.infoTab.experience')}
              before={icon(<Briefcase size={20} aria-hidden />)}
              data-testid="profile-experience"
            >
              {pro.experience}
            </Cell>
          )}
          {pro.awards && (
            <Cell
              multiline
              subtitle={t('profile.infoTab.awards')}
              before={icon(<Award size={20} aria-hidden />)}
              data-testid="profile-awards"
            >
              {pro.awards}
            </Cell>
          )}
        </Section>
      )}
      {profile.resume && (
        <Section header={t('profile.infoTab.resume')}>
          <Cell
            multiline
            subtitle={
              profile.resume.description.length > 200
                ? `${profile.resume.description.slice(0, 200)}…`
                : profile.resume.description
            }
            before={icon(<FileText size={20} aria-hidden />)}
            data-testid="profile-resume-info"
          >
            {profile.resume.title}
          </Cell>
        </Section>
      )}
      {hasPersonal && (
        <Section header={t('profile.infoTab.personal')}>
          {birthday && (
            <Cell
              subtitle={t('profile.infoTab.birthday')}
              before={icon(<Cake size={20} aria-hidden />)}
              data-testid="profile-birthday"
            >
              {birthday}
            </Cell>
          )}
          {personal.more && (
            <Cell
              multiline
              subtitle={t('profile.infoTab.more')}
              before={icon(<UserRound size={20} aria-hidden />)}
              data-testid="profile-more"
            >
              {personal.more}
            </Cell>
          )}
        </Section>
      )}
      {empty && <p className="hint profile-info__empty">{t('profile.infoTab.empty')}</p>}
    </List>
  );
}
