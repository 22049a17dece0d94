from typing import List, Optional


class Gemma3TextConfig:
    model_type = "gemma3_text"

    def __init__(
        self,
        hidden_size: int = 16,
        num_hidden_layers: int = 6,
        num_attention_heads: int = 2,
        head_dim: int = 8,
        sliding_window: int = 4,
        sliding_window_pattern: int = 6,
        layer_types: Optional[List[str]] = None,
        attn_logit_softcapping: Optional[float] = 50.0,
        query_pre_attn_scalar: int = 8,
        attn_implementation: str = "sdpa",
        rms_norm_eps: float = 1e-6,
    ):
        self.hidden_size = hidden_size
        self.num_hidden_layers = num_hidden_layers
        self.num_attention_heads = num_attention_heads
        self.head_dim = head_dim
        self.sliding_window = sliding_window
        self.sliding_window_pattern = sliding_window_pattern
        self.attn_logit_softcapping = attn_logit_softcapping
        self.query_pre_attn_scalar = query_pre_attn_scalar
        self._attn_implementation = attn_implementation
        self.rms_norm_eps = rms_norm_eps
        self.layer_types = layer_types
        if self.layer_types is None:
            self.layer_types = [
                "sliding_attention" if bool((i + 1) % sliding_window_pattern) else "full_attention"
                for i in range(num_hidden_layers)
            ]
        if len(self.layer_types) != num_hidden_layers:
            raise ValueError("layer_types must have one entry per hidden layer")
