"""VITS-style multi-speaker decoder (flow + waveform generator)."""
