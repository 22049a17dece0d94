from typing import Any, Optional


class LlamaConfig:
    model_type = "llama"

    def __init__(
        self,
        hidden_size: int = 8,
        num_attention_heads: int = 2,
        max_position_embeddings: int = 2,
        rope_theta: float = 10000.0,
        rope_scaling: Optional[dict[str, Any]] = None,
        **kwargs,
    ):
        self.hidden_size = hidden_size
        self.num_attention_heads = num_attention_heads
        self.head_dim = kwargs.pop("head_dim", hidden_size // num_attention_heads)
        self.max_position_embeddings = max_position_embeddings
        self.rope_theta = rope_theta
        self.rope_scaling = rope_scaling
        # BC: "type" was renamed to "rope_type"
        if self.rope_scaling is not None and "type" in self.rope_scaling:
            self.rope_scaling["rope_type"] = self.rope_scaling["type"]
        for k, v in kwargs.items():
            setattr(self, k, v)
