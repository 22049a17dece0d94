from .encoder import AudioEncoder, AudioEncoderConfig
from .instrumentation import LAYER_STATS, instrumented

__all__ = ["AudioEncoder", "AudioEncoderConfig", "LAYER_STATS", "instrumented"]
