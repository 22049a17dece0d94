from dataclasses import dataclass, field
from typing import List


@dataclass
class VisionEncoderConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    num_hidden_layers: int = 3
    hidden_act: str = "gelu_pytorch_tanh"
    layer_norm_eps: float = 1e-6
    layerscale_init: float = 0.1
    dump_activations: bool = False
    skip_layers: List[int] = field(default_factory=list)
