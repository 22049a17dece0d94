from .frontend import LogMelFrontend, mel_encoder

__all__ = ["LogMelFrontend", "mel_encoder"]
