from .fused_moe import fused_experts, fused_topk
from .tuning import try_get_optimal_moe_config

__all__ = ["fused_experts", "fused_topk", "try_get_optimal_moe_config"]
