"""Decode head instrumented with step timing and logits statistics."""
