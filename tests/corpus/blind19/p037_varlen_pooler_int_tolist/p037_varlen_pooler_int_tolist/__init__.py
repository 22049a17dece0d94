"""Sentence-embedding pooler over packed (varlen) hidden states."""
