"""Whisper-like audio encoder with a log-mel front end."""
