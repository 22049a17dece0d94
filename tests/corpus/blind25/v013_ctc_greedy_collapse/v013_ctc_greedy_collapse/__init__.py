"""Small CTC ASR model with pluggable decoders."""
