from dataclasses import dataclass, field
from typing import List, Optional

ALLOWED_LAYER_TYPES = ("full_attention", "sliding_attention")


def layer_type_validation(layer_types: List[str], num_hidden_layers: Optional[int] = None) -> None:
    if not all(t in ALLOWED_LAYER_TYPES for t in layer_types):
        raise ValueError(f"`layer_types` entries must be in {ALLOWED_LAYER_TYPES}")
    if num_hidden_layers is not None and num_hidden_layers != len(layer_types):
        raise ValueError(
            f"`num_hidden_layers` ({num_hidden_layers}) must be equal to the number of layer types "
            f"({len(layer_types)})"
        )


@dataclass
class HybridGemmaConfig:
    hidden_size: int = 8
    num_attention_heads: int = 2
    head_dim: int = 4
    intermediate_size: int = 16
    num_hidden_layers: int = 4
    sliding_window: int = 2
    sliding_window_pattern: int = 2
    rms_norm_eps: float = 1e-6
    query_pre_attn_scalar: float = 4.0
    layer_types: Optional[List[str]] = field(default=None)

    def __post_init__(self):
        if self.layer_types is None:
            self.layer_types = [
                "sliding_attention" if bool((i + 1) % self.sliding_window_pattern) else "full_attention"
                for i in range(self.num_hidden_layers)
            ]
        layer_type_validation(self.layer_types, self.num_hidden_layers)
