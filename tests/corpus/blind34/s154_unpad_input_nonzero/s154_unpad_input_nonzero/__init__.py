"""Padding-free attention: unpad / pad helpers around a varlen kernel."""
