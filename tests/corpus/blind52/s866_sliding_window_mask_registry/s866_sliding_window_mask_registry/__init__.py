from .configuration import MistralConfig
from .mask_builders import MASK_BUILDERS, get_mask_builder
from .modeling_mistral import MistralDecoderLayer

__all__ = ["MistralConfig", "MASK_BUILDERS", "get_mask_builder", "MistralDecoderLayer"]
