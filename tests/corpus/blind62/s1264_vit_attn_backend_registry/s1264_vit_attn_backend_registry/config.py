from dataclasses import dataclass
from typing import Optional


@dataclass
class VisionEncoderConfig:
    hidden_size: int = 16
    num_attention_heads: int = 2
    intermediate_size: int = 32
    num_hidden_layers: int = 2
    patch_size: int = 4
    num_channels: int = 3
    max_patches: int = 32
    layer_norm_eps: float = 1e-6
    mm_attention_backend: Optional[str] = "sdpa"
    softmax_in_single_precision: bool = False
