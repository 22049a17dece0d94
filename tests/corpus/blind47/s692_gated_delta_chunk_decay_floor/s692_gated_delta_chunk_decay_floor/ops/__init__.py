from .chunk import chunk_gated_delta_rule
from .gating import fused_gdn_gating

__all__ = ["chunk_gated_delta_rule", "fused_gdn_gating"]
