from .cache_utils import DynamicCache, normalize_past_key_values
from .decoder_adapter import DecoderOnlyAdapter

__all__ = ["DynamicCache", "normalize_past_key_values", "DecoderOnlyAdapter"]
