from dataclasses import dataclass, field
from typing import Tuple


@dataclass
class Wav2VecConfig:
    conv_dim: Tuple[int, ...] = (16, 16)
    conv_kernel: Tuple[int, ...] = (10, 3)
    conv_stride: Tuple[int, ...] = (5, 2)
    hidden_size: int = 32
    num_layers: int = 2
    num_heads: int = 4
    num_labels: int = 12
    apply_spec_augment: bool = True
    mask_time_prob: float = 0.2
    mask_time_length: int = 2
    mask_time_min_masks: int = 1
    extra: dict = field(default_factory=dict)
