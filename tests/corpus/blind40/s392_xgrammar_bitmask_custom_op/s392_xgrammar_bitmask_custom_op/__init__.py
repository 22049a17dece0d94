"""Structured-output sampler: JSON-schema token masks applied as packed int32 bitmasks."""
