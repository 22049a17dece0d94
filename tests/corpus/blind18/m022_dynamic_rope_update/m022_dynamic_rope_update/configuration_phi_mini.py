class PretrainedConfigLite:
    model_type = ""
    default_rope_scaling = None

    def __init__(self, **kwargs):
        self.rope_scaling = kwargs.pop("rope_scaling", self.default_rope_scaling)
        for key, value in kwargs.items():
            setattr(self, key, value)
        self._rope_scaling_validation()

    def _rope_scaling_validation(self):
        if self.rope_scaling is None:
            return
        if not isinstance(self.rope_scaling, dict):
            raise ValueError(f"`rope_scaling` must be a dict, got {self.rope_scaling!r}")
        # accept the legacy "type" key
        if "type" in self.rope_scaling and "rope_type" not in self.rope_scaling:
            self.rope_scaling["rope_type"] = self.rope_scaling.pop("type")


class PhiMiniConfig(PretrainedConfigLite):
    model_type = "phi_mini"
    # long-context checkpoints of this family ship with NTK-aware scaling enabled
    default_rope_scaling = {"rope_type": "dynamic", "factor": 2.0}

    def __init__(
        self,
        hidden_size=32,
        num_attention_heads=4,
        max_position_embeddings=64,
        rope_theta=10000.0,
        partial_rotary_factor=1.0,
        **kwargs,
    ):
        self.hidden_size = hidden_size
        self.num_attention_heads = num_attention_heads
        self.max_position_embeddings = max_position_embeddings
        self.rope_theta = rope_theta
        self.partial_rotary_factor = partial_rotary_factor
        super().__init__(**kwargs)
