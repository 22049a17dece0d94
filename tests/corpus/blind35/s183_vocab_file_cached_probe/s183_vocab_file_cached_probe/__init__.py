"""Padded-vocabulary embedding whose real vocab size comes from tokenizer.json."""
