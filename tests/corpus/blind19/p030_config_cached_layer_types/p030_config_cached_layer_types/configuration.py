from functools import cached_property


class GemmaLiteConfig:
    model_type = "gemma_lite"
    default_sliding_window_pattern = 2

    def __init__(
        self,
        vocab_size: int = 64,
        hidden_size: int = 16,
        num_attention_heads: int = 2,
        num_key_value_heads: int = 1,
        num_hidden_layers: int = 4,
        sliding_window: int = 3,
        sliding_window_pattern=None,
        query_pre_attn_scalar: float = 8.0,
        final_logit_softcapping: float = 30.0,
        rms_norm_eps: float = 1e-6,
    ):
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.num_attention_heads = num_attention_heads
        self.num_key_value_heads = num_key_value_heads
        self.num_hidden_layers = num_hidden_layers
        self.sliding_window = sliding_window
        self.sliding_window_pattern = sliding_window_pattern or self.default_sliding_window_pattern
        self.query_pre_attn_scalar = query_pre_attn_scalar
        self.final_logit_softcapping = final_logit_softcapping
        self.rms_norm_eps = rms_norm_eps

    @property
    def head_dim(self) -> int:
        return self.hidden_size // self.num_attention_heads

    @cached_property
    def layer_types(self) -> tuple:
        """Interleaved local/global attention: every ``sliding_window_pattern``-th layer is global."""
        return tuple(
            "full_attention" if (i + 1) % self.sliding_window_pattern == 0 else "sliding_attention"
            for i in range(self.num_hidden_layers)
        )
