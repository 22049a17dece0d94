class PhiMiniConfig:
    model_type = "phi_mini"

    def __init__(
        self,
        hidden_size=16,
        num_attention_heads=2,
        num_hidden_layers=2,
        max_position_embeddings=32,
        rope_theta=10000.0,
        rope_scaling=None,
        partial_rotary_factor=1.0,
        **kwargs,
    ):
        self.hidden_size = hidden_size
        self.num_attention_heads = num_attention_heads
        self.num_hidden_layers = num_hidden_layers
        self.max_position_embeddings = max_position_embeddings
        self.rope_theta = rope_theta
        self.rope_scaling = rope_scaling
        self.partial_rotary_factor = partial_rotary_factor
        for key, value in kwargs.items():
            setattr(self, key, value)
