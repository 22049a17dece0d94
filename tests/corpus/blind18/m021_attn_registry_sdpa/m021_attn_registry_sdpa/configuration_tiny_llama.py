class TinyLlamaConfig:
    model_type = "tiny_llama"
    keys_to_ignore_at_inference = ["past_key_values"]

    def __init__(
        self,
        vocab_size=128,
        hidden_size=32,
        intermediate_size=64,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=2,
        rms_norm_eps=1e-6,
        attention_dropout=0.0,
        attn_implementation="sdpa",
        pad_token_id=0,
        **kwargs,
    ):
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.intermediate_size = intermediate_size
        self.num_hidden_layers = num_hidden_layers
        self.num_attention_heads = num_attention_heads
        self.num_key_value_heads = num_key_value_heads
        self.rms_norm_eps = rms_norm_eps
        self.attention_dropout = attention_dropout
        self.pad_token_id = pad_token_id
        self._attn_implementation_internal = attn_implementation
        for key, value in kwargs.items():
            setattr(self, key, value)

    @property
    def head_dim(self):
        return self.hidden_size // self.num_attention_heads

    @property
    def _attn_implementation(self):
        return self._attn_implementation_internal or "eager"

    @_attn_implementation.setter
    def _attn_implementation(self, value):
        self._attn_implementation_internal = value
