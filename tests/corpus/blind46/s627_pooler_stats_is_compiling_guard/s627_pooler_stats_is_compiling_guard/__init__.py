"""Embedding runner whose pooler reports token statistics outside of compiled regions."""
