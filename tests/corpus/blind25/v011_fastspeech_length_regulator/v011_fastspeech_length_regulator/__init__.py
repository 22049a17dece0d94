"""Tiny FastSpeech-style acoustic model: phonemes -> mel frames."""
from .config import AcousticConfig
from .model import FastSpeechLite, compiled

__all__ = ["AcousticConfig", "FastSpeechLite", "compiled"]
