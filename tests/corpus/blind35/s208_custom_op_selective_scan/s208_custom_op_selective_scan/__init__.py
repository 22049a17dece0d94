"""Selective scan exposed as an opaque custom op (reference kernel in Python)."""
