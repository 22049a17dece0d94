from dataclasses import dataclass


@dataclass
class CalmConfig:
    hidden_size: int = 16
    num_heads: int = 2
    num_layers: int = 4
    vocab_size: int = 32
    rope_theta: float = 10000.0
    exit_policy: str = "softmax_confidence"
    exit_threshold: float = 0.9
    min_exit_layer: int = 1
    rms_norm_eps: float = 1e-6
