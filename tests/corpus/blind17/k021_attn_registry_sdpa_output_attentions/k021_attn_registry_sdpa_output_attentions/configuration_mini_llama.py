"""Configuration for the mini Llama model (transformers-style)."""


class PretrainedConfig:
    model_type = ""

    def __init__(self, **kwargs):
        self.output_attentions = kwargs.pop("output_attentions", False)
        self.output_hidden_states = kwargs.pop("output_hidden_states", False)
        self.use_cache = kwargs.pop("use_cache", True)
        self._attn_implementation = kwargs.pop("attn_implementation", None) or "sdpa"
        for key, value in kwargs.items():
            setattr(self, key, value)


class MiniLlamaConfig(PretrainedConfig):
    model_type = "mini_llama"

    def __init__(
        self,
        hidden_size=16,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=2,
        rms_norm_eps=1e-6,
        attention_dropout=0.0,
        **kwargs,
    ):
        self.hidden_size = hidden_size
        self.num_hidden_layers = num_hidden_layers
        self.num_attention_heads = num_attention_heads
        self.num_key_value_heads = num_key_value_heads
        self.rms_norm_eps = rms_norm_eps
        self.attention_dropout = attention_dropout
        super().__init__(**kwargs)
