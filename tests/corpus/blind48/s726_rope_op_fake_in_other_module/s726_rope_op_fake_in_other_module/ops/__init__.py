from ._custom_ops import fused_add_rms_norm, rotary_embedding

__all__ = ["fused_add_rms_norm", "rotary_embedding"]
