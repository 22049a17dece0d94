import warnings

ALLOWED_LAYER_TYPES = ("full_attention", "sliding_attention")


class HybridConfig:
    """Interleaved local/global attention, one `layer_types` entry per decoder layer."""

    def __init__(
        self,
        hidden_size=16,
        num_attention_heads=2,
        num_hidden_layers=4,
        sliding_window=3,
        sliding_window_pattern=None,
        layer_types=None,
        use_sliding_window=True,
    ):
        self.hidden_size = hidden_size
        self.num_attention_heads = num_attention_heads
        self.num_hidden_layers = num_hidden_layers
        self.sliding_window = sliding_window if use_sliding_window else None
        if sliding_window_pattern is not None:
            warnings.warn("`sliding_window_pattern` is deprecated, pass `layer_types`", FutureWarning)
        pattern = sliding_window_pattern or 2
        if layer_types is None:
            layer_types = [
                "full_attention" if (i + 1) % pattern == 0 or self.sliding_window is None else "sliding_attention"
                for i in range(num_hidden_layers)
            ]
        self.layer_types = list(layer_types)
        self.validate()

    def validate(self):
        if len(self.layer_types) != self.num_hidden_layers:
            raise ValueError(f"expected {self.num_hidden_layers} layer_types, got {len(self.layer_types)}")
        bad = [t for t in self.layer_types if t not in ALLOWED_LAYER_TYPES]
        if bad:
            raise ValueError(f"unknown layer types {bad}")
        if "sliding_attention" in self.layer_types and not self.sliding_window:
            raise ValueError("sliding_attention layers need a sliding_window")

    @property
    def head_dim(self):
        return self.hidden_size // self.num_attention_heads

    @property
    def has_sliding_layers(self):
        return "sliding_attention" in self.layer_types
