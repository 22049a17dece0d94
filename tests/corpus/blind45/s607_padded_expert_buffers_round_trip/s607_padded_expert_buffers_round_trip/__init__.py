"""Dispatch into per-expert padded buffers and combine back (single EP rank)."""
