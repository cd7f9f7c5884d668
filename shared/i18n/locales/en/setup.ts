/** First start and the offline import (renderer/src/features/setup). */
export default {};
