// A filter or search form bound to the address: the form edits a draft of what the address says,
// the draft follows the address when it changes (back, forward, a link), and applying the form
// goes to the draft's address, which loads what it asks for.
import { useEffect, useState } from 'preact/hooks';
import { navigate } from './router.js';

export interface AddressForm<T> {
  draft: T;
  setDraft: (draft: T) => void;
  /** The form's submit handler. */
  apply: (event: Event) => void;
}

/** `addressOf` gives the address of a draft, or undefined when the draft asks for nothing. */
export function useAddressForm<T>(current: T, addressOf: (draft: T) => string | undefined): AddressForm<T> {
  const [draft, setDraft] = useState(current);
  useEffect(() => setDraft(current), [addressOf(current)]);
  const apply = (event: Event) => {
    event.preventDefault();
    const address = addressOf(draft);
    if (address !== undefined) navigate(address);
  };
  return { draft, setDraft, apply };
}
