from .configuration_whisper import WhisperEncoderConfig
from .modeling_whisper_encoder import WhisperEncoder

__all__ = ["WhisperEncoderConfig", "WhisperEncoder"]
