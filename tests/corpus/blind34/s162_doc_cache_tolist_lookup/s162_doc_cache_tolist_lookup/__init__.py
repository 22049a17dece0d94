"""RAG encoder with a per-document embedding cache keyed by document id."""
