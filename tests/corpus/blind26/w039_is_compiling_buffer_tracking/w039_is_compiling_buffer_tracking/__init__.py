"""Decode step with eager-only symmetric-memory buffer tracking."""
