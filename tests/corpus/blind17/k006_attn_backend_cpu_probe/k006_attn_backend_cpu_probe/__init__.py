"""Attention backend selection for the CPU / GPU decode path."""
