import { isAt, type Place } from '../saving/messagePlaces';
import { useEditing } from './editing';

/** The checker's messages about one field, one section or the form, shown where they belong. */
export function Problems({ place }: { place: Place }) {
  const { messages } = useEditing();
  const here = messages.filter((message) => isAt(message, place));
  if (here.length === 0) return null;
  return (
    <div className="field-problems" role="alert">
      <ul>
        {here.map((message, index) => (
          <li key={index}>
            {message.warning ? 'Worth a look: ' : ''}
            {message.message}{' '}
            <span className="problem-file">({message.file.split('/').pop()})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
