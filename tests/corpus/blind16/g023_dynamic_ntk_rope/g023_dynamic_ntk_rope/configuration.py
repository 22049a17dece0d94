class RopeModelConfig:
    model_type = "tiny_rope"

    def __init__(self, hidden_size=16, num_attention_heads=2, max_position_embeddings=32,
                 rope_theta=10000.0, rope_scaling=None):
        self.hidden_size = hidden_size
        self.num_attention_heads = num_attention_heads
        self.max_position_embeddings = max_position_embeddings
        self.rope_theta = rope_theta
        self.rope_scaling = rope_scaling or {"rope_type": "default"}

    @property
    def head_dim(self):
        return self.hidden_size // self.num_attention_heads
