"""Neural codec decoder whose frame-rate settings come from a shipped JSON profile."""
from .codec import CodecDecoder, codec, decode

__all__ = ["CodecDecoder", "codec", "decode"]
