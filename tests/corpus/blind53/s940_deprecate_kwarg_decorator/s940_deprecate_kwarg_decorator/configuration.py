from dataclasses import dataclass


@dataclass
class PhiConfig:
    hidden_size: int = 8
    num_attention_heads: int = 2
    partial_rotary_factor: float = 0.5
    output_attentions: bool = False
    attn_implementation: str = "sdpa"
    rope_theta: float = 10000.0
