"""Structured output: grammar matchers fill a packed token bitmask."""
