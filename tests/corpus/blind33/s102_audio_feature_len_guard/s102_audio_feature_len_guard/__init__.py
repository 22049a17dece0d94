"""Whisper-style audio tower used for audio placeholders in chat requests."""
from .audio_encoder import AudioEncoder, encode_audio

__all__ = ["AudioEncoder", "encode_audio"]
