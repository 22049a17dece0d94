"""Multi-adapter projection: adapter names per request -> resident GPU slots."""
