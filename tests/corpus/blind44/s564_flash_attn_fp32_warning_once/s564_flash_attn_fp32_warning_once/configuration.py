from dataclasses import dataclass


@dataclass
class AttnConfig:
    hidden_size: int = 8
    num_attention_heads: int = 2
    num_key_value_heads: int = 1
    attention_dropout: float = 0.0
    torch_dtype: str = "float32"

    @property
    def head_dim(self) -> int:
        return self.hidden_size // self.num_attention_heads
