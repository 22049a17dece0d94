"""Mel -> waveform back end: vocoder + DSP post-processing."""
