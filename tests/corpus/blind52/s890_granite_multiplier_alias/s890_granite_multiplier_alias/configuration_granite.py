import warnings
from dataclasses import dataclass


@dataclass
class GraniteConfig:
    vocab_size: int = 80
    hidden_size: int = 32
    num_attention_heads: int = 4
    num_hidden_layers: int = 2
    rms_norm_eps: float = 1e-6
    embedding_multiplier: float = 12.0
    residual_multiplier: float = 0.22
    attention_multiplier: float = 0.0078125
    logits_scaling: float = 8.0

    def __post_init__(self):
        if self.logits_scaling <= 0:
            raise ValueError("logits_scaling must be positive")
        if self.hidden_size % self.num_attention_heads:
            raise ValueError("hidden_size must be divisible by num_attention_heads")

    @property
    def head_dim(self) -> int:
        return self.hidden_size // self.num_attention_heads

    @property
    def logit_scale(self) -> float:
        warnings.warn(
            "GraniteConfig.logit_scale is deprecated, use 1 / logits_scaling instead",
            FutureWarning,
            stacklevel=2,
        )
        return 1.0 / self.logits_scaling
