from .cache_utils import StaticCache
from .modeling_decoder import DecoderConfig, DecoderModel

__all__ = ["StaticCache", "DecoderConfig", "DecoderModel"]
