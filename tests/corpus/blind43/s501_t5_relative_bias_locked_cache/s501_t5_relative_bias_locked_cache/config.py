from dataclasses import dataclass


@dataclass(frozen=True)
class T5AttentionConfig:
    d_model: int = 16
    d_kv: int = 4
    num_heads: int = 4
    relative_attention_num_buckets: int = 32
    relative_attention_max_distance: int = 128
    layer_norm_epsilon: float = 1e-6
    is_decoder: bool = False

    @property
    def inner_dim(self) -> int:
        return self.num_heads * self.d_kv
