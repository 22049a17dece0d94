"""Decoder layer with a rotary cache that grows with the longest position seen."""
