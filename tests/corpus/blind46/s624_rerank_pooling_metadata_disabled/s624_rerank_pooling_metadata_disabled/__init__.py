"""Cross-encoder reranker with a vLLM-style classifier pooler."""
