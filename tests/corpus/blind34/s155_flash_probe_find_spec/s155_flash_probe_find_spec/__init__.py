"""Attention backend selection with optional flash kernel probing."""
