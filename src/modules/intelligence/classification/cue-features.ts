// Lexical cues from the labelling guide (resources/classification/README.md), fed to the
// classifier beside the embedding: sentence embeddings capture topic well but blur what the
// guide decides on, such as a question mark, a request to the assistant, a choice word with its
// reason, or a "who/what it is" phrasing. Each cue is 0 or the scale chosen at training time.
import { normalizeText } from '../dedup/normalized-text.js';

const PAST_ACTION =
  /(^|\b(i|we|he|she|they|my \w+|our \w+))( \w+ly| just| finally| then| actually)? ?(took|picked|bought|booked|chose|got|went|moved|applied|joined|quit|left|stayed|sold|switched|changed|dropped|transferred|skipped|ordered|rented|signed up|made|tried|gave|started|stopped|cancell?ed|returned|traded|kept|sent|asked|called|used|turned down|accepted|declined|did)\b/u;
const REASON =
  /\b(because|since|so that|due to|cause|cuz|so (i|we|he|she|they)|in order to|instead|rather than|that'?s why)\b/u;
const IMPERATIVE =
  /^(please |pls |now |ok(ay)?,? |yes,? |no,? |great\.? |thanks?( you)?[.!,]? )?(remind|send|book|find|play|add|make|write|draft|tell|give|show|search|reserve|check|set|cancel|call|text|email|teach|name|convert|summari[sz]e|help|get|look|let'?s|buy|order|schedule|put|note|save|delete|forget|translate|explain|list|plan|create|fix|edit|reply|respond|wake|turn|start|stop)\b/u;

const CUES: readonly ((raw: string, text: string) => boolean)[] = [
  // 0-1: a question (always other) ...
  (raw) => /\?/u.test(raw),
  (_, t) =>
    /^(who|what|when|where|why|how|which|is|are|do|does|did|can|could|would|should|will|have|has|was|were|am)\b/u.test(
      t,
    ),
  // 2: ... or small talk and requests to the agent (other unless a standing "always/never" rule).
  (_, t) => /^(please|pls|remind|can you|could you|thanks|thank you|ok|okay|hi|hello|hey|lol|hmm)\b/u.test(t),
  // 3-4: choice and plan words, and a reason given (decision).
  (_, t) =>
    /\b(decided|decide|chose|chosen|choose|opted|agreed|voted|went with|going with|settled on|picked|switching|switched to|will|gonna|going to|plan to|planning to)\b/u.test(
      t,
    ),
  (_, t) => /\b(because|since|so that|due to)\b/u.test(t),
  // 5: taste and habit words (preference).
  (_, t) =>
    /\b(like|likes|love|loves|prefer|prefers|preferred|rather|favou?rite|hate|hates|enjoy|enjoys|dislike|dislikes|can't stand|usually|always|never|tends? to)\b/u.test(
      t,
    ),
  // 6: "X is a/an/the ..." (entity) ...
  (_, t) => /^[\p{L}\p{N} .'&-]{1,60}? (is|are|was) (a|an|the|my|our|his|her|their)\b/u.test(t),
  // 7-8: ... against numbers, dates and measurements (fact).
  (_, t) => /\p{N}/u.test(t),
  (_, t) =>
    /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|today|tomorrow|last (week|month|year))\b/u.test(
      t,
    ),
  // 9: feelings of the moment (other).
  (_, t) =>
    /^(i'm|i am|im|feeling|so) (tired|bored|hungry|craving|happy|sad|stressed|excited|exhausted|annoyed)\b/u.test(t),
  // 10: an imperative addressed to the agent: "send him $5", "set an alarm", "book a table" (other).
  (_, t) => IMPERATIVE.test(t),
  // 11: a request phrased as a need or wish of the moment, or a "can/could/would you" anywhere (other).
  (_, t) =>
    /\b(can|could|would|will) you\b|\bi('d| would) like (to|a|an|some|help)\b|\bi (need|want) (to (find|book|buy|get|schedule|add|make|see|reserve|send|check)|you|a|an|some|help)\b|\bplease\b/u.test(
      t,
    ),
  // 12: reminders to the agent: "remind me", "don't forget to", "remember to", "make sure to" (other).
  (_, t) => /\b(remind me|(don'?t|do not|dont) forget|remember to|make sure)\b|\b(alarm|timer|reminder)s?\b/u.test(t),
  // 13: a past action of a person together with its reason: a choice told in the past (decision).
  (_, t) => PAST_ACTION.test(t) && REASON.test(t),
  // 14: a reason or an alternative given at all, "instead" and "rather than" included (decision).
  (_, t) => REASON.test(t),
  // 15: a name given or an introduction: "her name is", "called", "there is a ... called" (entity).
  (_, t) => /\bname('s| is)\b|\b(called|named|known as)\b/u.test(t),
  // 16: a person or thing described by a pronoun or a relative: "he's a doctor", "my dad is an engineer" (entity).
  (_, t) =>
    /^(\w+ )?(he|she|they|he's|she's|hes|shes|my \w+('s)?|my \w+ \w+|our \w+)( is| are| was|'s)? (a|an|my|our|the) \w+/u.test(
      t,
    ),
  // 17: events and records of the world or a life: born, died, released, won, married (fact).
  (_, t) =>
    /\b(born|died|released|founded|won|married|divorced|graduated|awarded|nominated|sold|made|wrote|written|played|directed|led|created|invented|moved|served|started|finished)\b/u.test(
      t,
    ),
  // 18: first-person state and belongings: "I have", "I live", "I work", "I'm from" (fact).
  (_, t) =>
    /\b(i|we|he|she|my \w+)( \w+)? (have|has|had|live|lives|lived|work|works|worked|am from|is from|'m from|grew up|go to|goes to)\b/u.test(
      t,
    ),
  // 19: taste in a fixed phrase: "fan of", "into", "my favorite", "more of a ... person" (preference).
  (_, t) =>
    /\b(fan of|big fan|(i'?m|im|i am) (really |so |super |not )?into|my fav\w*|more of a|kind of person|type of (guy|girl|person)|passion)\b/u.test(
      t,
    ),
  // 20: thanks, greetings, agreement and reactions: "thanks", "nice talking", "I agree", "haha" (other).
  (_, t) =>
    /^(yeah|yes|yep|ya|no|nope|oh|ooh|wow|haha\w*|lol|omg|cool|nice|awesome|sure|great|sounds|that'?s|true|ugh|aww?)\b|\b(thank|thanks|bye|goodbye|nice (talking|chatting)|i agree|agree with)\b/u.test(
      t,
    ),
  // 21: a feeling, wish or mood of the moment anywhere in the text (other).
  (_, t) =>
    /\b(excited|glad|sad|upset|frustrated|salty|bummed|worried|nervous|scared|busy|tired|sorry|hope|wish|can't wait|in the mood)\b/u.test(
      t,
    ),
  // 22: a future state or scheduled event rather than a plan: "I'm going to be a senior", "it will be closed" (fact).
  (_, t) => /\b(going to|gonna|will|'ll) be\b|\b(is|are) (due|scheduled)\b/u.test(t),
  // 23: a ranking, record or award: "the first", "the highest", "the only", "won an award" (fact).
  (_, t) =>
    /\b(first|last|only|largest|biggest|highest|tallest|longest|oldest|youngest|most|least|number one|winner|recipient|award|prize|record)\b/u.test(
      t,
    ),
];

export const CUE_COUNT = CUES.length;
/** The default weight of a cue beside unit-length embeddings whose coordinates are about 0.04. */
export const DEFAULT_CUE_SCALE = 0.25;

export function cueFeatures(text: string, scale = DEFAULT_CUE_SCALE): number[] {
  const normalized = normalizeText(text);
  return CUES.map((cue) => (cue(text, normalized) ? scale : 0));
}

/** The classifier's input: the embedding followed by the cues. */
export function classifierInput(vector: Float32Array, text: string, scale = DEFAULT_CUE_SCALE): Float32Array {
  const input = new Float32Array(vector.length + CUE_COUNT);
  input.set(vector);
  input.set(cueFeatures(text, scale), vector.length);
  return input;
}
