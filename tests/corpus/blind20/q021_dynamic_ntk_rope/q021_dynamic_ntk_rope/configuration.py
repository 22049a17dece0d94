"""Model configuration, HF PretrainedConfig style."""


class PretrainedConfig:
    model_type: str = ""
    attribute_map: dict = {}

    def __init__(self, **kwargs):
        self._attn_implementation = kwargs.pop("attn_implementation", "sdpa")
        for key, value in kwargs.items():
            setattr(self, key, value)

    def __getattr__(self, name):
        mapped = type(self).attribute_map.get(name)
        if mapped is not None:
            return getattr(self, mapped)
        raise AttributeError(name)


class TinyLlamaConfig(PretrainedConfig):
    model_type = "tiny_llama"
    attribute_map = {"num_key_value_heads": "num_attention_heads"}

    def __init__(
        self,
        hidden_size=16,
        num_attention_heads=2,
        max_position_embeddings=8,
        rope_theta=10000.0,
        rope_scaling=None,
        attention_dropout=0.0,
        **kwargs,
    ):
        self.hidden_size = hidden_size
        self.num_attention_heads = num_attention_heads
        self.head_dim = hidden_size // num_attention_heads
        self.max_position_embeddings = max_position_embeddings
        self.rope_theta = rope_theta
        # serving configs enable dynamic NTK so long prompts do not degrade
        self.rope_scaling = rope_scaling if rope_scaling is not None else {"rope_type": "dynamic", "factor": 2.0}
        self.attention_dropout = attention_dropout
        super().__init__(**kwargs)
