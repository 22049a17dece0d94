from .configuration_audio import AudioEncoderConfig
from .modeling_audio import AudioEncoder, compiled_encoder

__all__ = ["AudioEncoderConfig", "AudioEncoder", "compiled_encoder"]
