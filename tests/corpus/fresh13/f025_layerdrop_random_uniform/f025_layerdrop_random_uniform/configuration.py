from dataclasses import dataclass


@dataclass
class EncoderConfig:
    hidden_size: int = 8
    num_layers: int = 3
    layerdrop: float = 0.1
    layer_norm_eps: float = 1e-5
