from typing import Optional


class PhiLiteConfig:
    model_type = "phi_lite"

    def __init__(
        self,
        vocab_size: int = 64,
        hidden_size: int = 32,
        num_attention_heads: int = 4,
        num_hidden_layers: int = 2,
        max_position_embeddings: int = 16,
        rope_theta: float = 10000.0,
        partial_rotary_factor: float = 0.5,
        rope_scaling: Optional[dict] = None,
    ):
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.num_attention_heads = num_attention_heads
        self.num_hidden_layers = num_hidden_layers
        self.max_position_embeddings = max_position_embeddings
        self.rope_theta = rope_theta
        self.partial_rotary_factor = partial_rotary_factor
        self.rope_scaling = rope_scaling
        self._validate_rope_scaling()

    def _validate_rope_scaling(self):
        if self.rope_scaling is None:
            return
        rope_type = self.rope_scaling.get("rope_type", self.rope_scaling.get("type"))
        if rope_type not in ("default", "linear", "dynamic"):
            raise ValueError(f"Unknown rope_type {rope_type!r}")
        self.rope_scaling.setdefault("rope_type", rope_type)
        if rope_type != "default" and float(self.rope_scaling.get("factor", 1.0)) < 1.0:
            raise ValueError("rope_scaling.factor must be >= 1")
