from .configuration_audio import AudioEncoderConfig
from .modeling_audio import AudioEncoder, AudioEncoderLayer

__all__ = ["AudioEncoderConfig", "AudioEncoder", "AudioEncoderLayer"]
