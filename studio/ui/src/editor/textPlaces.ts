/**
 * Where a text of the whole form shows, in staff's words. Two of them may read the same in
 * English (the Send button's words and its tooltip are both "Send"), so the English alone cannot
 * tell staff which Spanish box is which.
 */
const places: Record<string, string> = {
  'ui:title': 'the title',
  'ui:description': 'the text under the title',
  'ui:submitButtonOptions.submitText': 'the Send button',
  'ui:submitButtonOptions.props.title': 'the Send button’s tooltip',
  'ui:options.invalidSubmitTitle': 'the Send button’s tooltip while the form cannot be sent',
};

export function placeOfText(key: string): string | undefined {
  return places[key];
}
