from dataclasses import dataclass


@dataclass
class StableLmConfig:
    hidden_size: int = 64
    num_attention_heads: int = 4
    num_key_value_heads: int = 4
    partial_rotary_factor: float = 0.25
    rope_theta: float = 10000.0
    max_position_embeddings: int = 128
    use_qkv_bias: bool = True

    @property
    def head_dim(self) -> int:
        return self.hidden_size // self.num_attention_heads

    @property
    def rotary_ndims(self) -> int:
        return int(self.head_dim * self.partial_rotary_factor)
