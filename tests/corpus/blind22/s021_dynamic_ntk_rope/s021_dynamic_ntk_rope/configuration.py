class TinyLlamaConfig:
    model_type = "tiny_llama"

    def __init__(
        self,
        vocab_size=64,
        hidden_size=32,
        num_attention_heads=4,
        num_hidden_layers=2,
        max_position_embeddings=16,
        rope_theta=10000.0,
        rope_scaling=None,
        rms_norm_eps=1e-6,
    ):
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.num_attention_heads = num_attention_heads
        self.num_hidden_layers = num_hidden_layers
        self.max_position_embeddings = max_position_embeddings
        self.rope_theta = rope_theta
        self.rope_scaling = rope_scaling
        self.rms_norm_eps = rms_norm_eps
        self._rope_scaling_validation()

    @property
    def head_dim(self):
        return self.hidden_size // self.num_attention_heads

    @property
    def rope_type(self):
        if self.rope_scaling is None:
            return "default"
        return self.rope_scaling.get("rope_type", self.rope_scaling.get("type", "default"))

    def _rope_scaling_validation(self):
        if self.rope_scaling is None:
            return
        if not isinstance(self.rope_scaling, dict):
            raise ValueError(f"`rope_scaling` must be a dict, got {self.rope_scaling!r}")
        factor = self.rope_scaling.get("factor")
        if self.rope_type != "default" and (factor is None or factor < 1.0):
            raise ValueError(f"`rope_scaling['factor']` must be a float >= 1, got {factor}")
