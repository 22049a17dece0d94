"""Attention backend selection driven by env vars and device capability."""
