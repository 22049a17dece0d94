from .frontend import AudioFrontend, encode_audio

__all__ = ["AudioFrontend", "encode_audio"]
