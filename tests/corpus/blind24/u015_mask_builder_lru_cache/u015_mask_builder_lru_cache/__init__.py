from .masking_utils import CacheLike, build_causal_mask
from .modeling import TinyDecoder, forward_with_mask

__all__ = ["CacheLike", "build_causal_mask", "TinyDecoder", "forward_with_mask"]
