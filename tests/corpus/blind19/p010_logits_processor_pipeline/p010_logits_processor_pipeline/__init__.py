"""Logits processing pipeline built from request sampling params."""
