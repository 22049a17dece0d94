"""Prefix-cache-aware prefill with hit statistics that are only collected eagerly."""
