import { useConfig } from '../ConfigContext';

export function HomePage() {
  const { company } = useConfig();
  return (
    <section className="page home">
      <img
        src={`${import.meta.env.BASE_URL}logo.svg`}
        alt={`${company.name} logo`}
        title={`${company.name} logo`}
        width={160}
        height={160}
      />
      <h1>{company.name} forms</h1>
      <p>
        This site offers several pages with forms related to the services and products of{' '}
        {company.name}, a medical equipment and supplies company.
      </p>
      <a href={company.website} target="_blank" rel="noopener noreferrer" className="button">
        Visit Us
      </a>
    </section>
  );
}
