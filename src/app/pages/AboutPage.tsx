import { useConfig } from '../ConfigContext';

export function AboutPage() {
  const { company } = useConfig();
  return (
    <section className="page about">
      <h1>About Us</h1>
      <p>
        {company.name} is a partner in healthcare for professionals and individuals alike. We are
        committed to quality, attentive customer service and a broad range of medical equipment and
        supplies. Learn more on{' '}
        <a href={company.website} target="_blank" rel="noopener noreferrer">
          our website
        </a>
        .
      </p>
    </section>
  );
}
