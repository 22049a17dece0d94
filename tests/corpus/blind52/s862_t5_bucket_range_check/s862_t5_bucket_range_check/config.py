from dataclasses import dataclass


@dataclass(frozen=True)
class T5AttentionConfig:
    d_model: int = 32
    d_kv: int = 8
    num_heads: int = 4
    relative_attention_num_buckets: int = 32
    relative_attention_max_distance: int = 128
    is_decoder: bool = False
    layer_norm_epsilon: float = 1e-6
