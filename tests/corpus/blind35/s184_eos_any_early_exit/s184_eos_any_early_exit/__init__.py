"""Decoder block that skips work for finished sequences."""
