import { s as suggest } from './suggest-A8yN1XQm.js';

// The end of an error message that names the nearest known name, when there is one.
/** " (did you mean "x"?)" or "". */
function didYouMean(word, candidates) {
    const near = suggest(word, candidates);
    return near === undefined ? "" : ` (did you mean "${near}"?)`;
}

export { didYouMean as d };
