from .mask_utils import AttentionMaskConverter
from .modeling_encoder import EncoderConfig, TextEncoder, encode

__all__ = ["AttentionMaskConverter", "EncoderConfig", "TextEncoder", "encode"]
