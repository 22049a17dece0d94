from .configuration_calm import CalmConfig
from .modeling_calm import CalmDecoder, build_decoder

__all__ = ["CalmConfig", "CalmDecoder", "build_decoder"]
