import type { IconButtonProps } from '@rjsf/utils';
import { useWords } from '../../../lib/i18n/useWords';
import './buttons.css';

type ButtonWord = 'addPlain' | 'copy' | 'moveDown' | 'moveUp' | 'remove';

/** Words for rjsf's icon buttons, wherever rjsf still draws one of its own. */
function textButton(word: ButtonWord) {
  function TextButton({ id, onClick, disabled, className }: IconButtonProps) {
    const { form } = useWords();
    return (
      <button
        type="button"
        id={id}
        className={`rx-button rx-button--small ${className ?? ''}`}
        onClick={onClick}
        disabled={disabled}
      >
        {form[word]}
      </button>
    );
  }
  TextButton.displayName = `TextButton(${word})`;
  return TextButton;
}

export const AddButton = textButton('addPlain');
export const CopyButton = textButton('copy');
export const MoveDownButton = textButton('moveDown');
export const MoveUpButton = textButton('moveUp');
export const RemoveButton = textButton('remove');
