from typing import Optional


class LlamaConfig:
    model_type = "llama"

    def __init__(
        self,
        hidden_size: int = 8,
        num_attention_heads: int = 2,
        num_key_value_heads: int = 1,
        num_hidden_layers: int = 2,
        sliding_window: Optional[int] = None,
        attention_dropout: float = 0.0,
        attn_implementation: Optional[str] = None,
    ):
        self.hidden_size = hidden_size
        self.num_attention_heads = num_attention_heads
        self.num_key_value_heads = num_key_value_heads
        self.num_hidden_layers = num_hidden_layers
        self.sliding_window = sliding_window
        self.attention_dropout = attention_dropout
        self._attn_implementation_internal = attn_implementation

    @property
    def _attn_implementation(self) -> str:
        return self._attn_implementation_internal or "sdpa"

    @_attn_implementation.setter
    def _attn_implementation(self, value: str) -> None:
        self._attn_implementation_internal = value

    @property
    def head_dim(self) -> int:
        return self.hidden_size // self.num_attention_heads
