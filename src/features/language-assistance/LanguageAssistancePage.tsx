import notices from './notices.json';
import { useConfigTexts } from '../../lib/config/ConfigContext';
import { useDocumentTitle } from '../../lib/config/useDocumentTitle';
import { useOtherPageWords } from '../../lib/i18n/otherPageWords';
import { PhoneLinked } from './PhoneLinked';

/**
 * The notice of free language help (ACA Section 1557) in the 15 languages most spoken in the US
 * after English, each in its own language and script, so a screen reader reads it in that voice.
 */
export default function LanguageAssistancePage() {
  const { companyPhone, companyPhoneLink } = useConfigTexts();
  const { languageAssistance } = useOtherPageWords();
  useDocumentTitle(languageAssistance.title);
  return (
    <section className="page page-narrow" aria-labelledby="language-assistance-title">
      <h1 id="language-assistance-title">{languageAssistance.title}</h1>
      <p className="lead">
        <PhoneLinked text={languageAssistance.lead} phone={companyPhone} href={companyPhoneLink} />
      </p>
      <ul className="language-notices" aria-label={languageAssistance.listLabel}>
        {notices.languages.map((notice) => (
          <li key={notice.lang} lang={notice.lang} dir={notice.dir}>
            <strong>{notice.name}</strong>{' '}
            <PhoneLinked text={notice.notice} phone={companyPhone} href={companyPhoneLink} />
          </li>
        ))}
      </ul>
    </section>
  );
}
