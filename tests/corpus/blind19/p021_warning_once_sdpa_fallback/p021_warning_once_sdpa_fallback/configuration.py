class TinyLlamaConfig:
    model_type = "tiny_llama"

    def __init__(
        self,
        hidden_size: int = 16,
        num_attention_heads: int = 4,
        num_key_value_heads: int = 2,
        num_hidden_layers: int = 2,
        intermediate_size: int = 32,
        rms_norm_eps: float = 1e-6,
        attention_dropout: float = 0.0,
        attn_implementation: str = "sdpa",
        output_attentions: bool = False,
        **kwargs,
    ):
        self.hidden_size = hidden_size
        self.num_attention_heads = num_attention_heads
        self.num_key_value_heads = num_key_value_heads
        self.num_hidden_layers = num_hidden_layers
        self.intermediate_size = intermediate_size
        self.rms_norm_eps = rms_norm_eps
        self.attention_dropout = attention_dropout
        self._attn_implementation = attn_implementation
        self.output_attentions = output_attentions
        for key, value in kwargs.items():
            setattr(self, key, value)

    @property
    def head_dim(self) -> int:
        return self.hidden_size // self.num_attention_heads
