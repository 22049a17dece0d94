from dataclasses import dataclass
from typing import Optional


@dataclass
class MistralConfig:
    hidden_size: int = 32
    intermediate_size: int = 64
    num_attention_heads: int = 4
    num_key_value_heads: int = 2
    rms_norm_eps: float = 1e-6
    sliding_window: Optional[int] = 4
    _attn_implementation: str = "sdpa"

    @property
    def mask_type(self) -> str:
        return "sliding_window" if self.sliding_window is not None else "causal"
