"""Decoder block with CPU activation offloading (training path)."""
