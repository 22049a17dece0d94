"""CALM-style early exit for single-token decode."""
