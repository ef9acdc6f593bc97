// Fetch: getting pages over HTTP(S) and Gemini and saving them into the
// library: fetch, extract, store; and the worker that drains the queue.
