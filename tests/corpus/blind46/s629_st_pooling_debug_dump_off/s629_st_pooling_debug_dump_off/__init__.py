"""sentence-transformers style Pooling -> Normalize pipeline."""
