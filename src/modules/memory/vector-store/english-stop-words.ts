// English function words left out of Milvus's keyword index (PostgreSQL's 'english' text search
// configuration drops its own list). Words that carry meaning in a memory (no, not, never, off)
// are kept.
export const ENGLISH_STOP_WORDS = (
  'a about above after again all am an and any are as at be because been before being below between both but by ' +
  'can could did do does doing down during each few for from further had has have having he her here hers herself him ' +
  'himself his how i if in into is it its itself just me more most my myself of on once only or other our ours ' +
  'ourselves out over own same she should so some such than that the their theirs them themselves then there these they ' +
  'this those through to too under until up very was we were what when where which while who whom why will with would ' +
  'you your yours yourself yourselves'
).split(' ');
