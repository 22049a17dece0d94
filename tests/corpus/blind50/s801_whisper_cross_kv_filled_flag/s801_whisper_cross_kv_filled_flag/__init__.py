from .config import WhisperDecoderConfig
from .modeling import WhisperDecoder

__all__ = ["WhisperDecoderConfig", "WhisperDecoder"]
