from dataclasses import dataclass, field
from typing import List, Optional


@dataclass
class Llama4TextConfig:
    hidden_size: int = 16
    num_attention_heads: int = 2
    num_key_value_heads: int = 1
    head_dim: int = 8
    num_hidden_layers: int = 4
    attention_chunk_size: Optional[int] = 4
    no_rope_layer_interval: int = 4
    no_rope_layers: List[int] = field(default_factory=list)
    rope_theta: float = 500000.0
    rms_norm_eps: float = 1e-5

    def __post_init__(self):
        if not self.no_rope_layers:
            self.no_rope_layers = [
                int((i + 1) % self.no_rope_layer_interval != 0) for i in range(self.num_hidden_layers)
            ]

    @property
    def layer_types(self) -> List[str]:
        return [
            "chunked_attention" if use_rope and self.attention_chunk_size else "full_attention"
            for use_rope in self.no_rope_layers
        ]
