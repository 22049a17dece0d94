from dataclasses import dataclass, field
from typing import List


@dataclass
class VocoderConfig:
    n_mels: int = 8
    upsample_initial_channel: int = 16
    upsample_rates: List[int] = field(default_factory=lambda: [4, 2])
    upsample_kernel_sizes: List[int] = field(default_factory=lambda: [8, 4])
    resblock_kernel_sizes: List[int] = field(default_factory=lambda: [3, 5])
    leaky_slope: float = 0.1

    @property
    def hop_length(self) -> int:
        out = 1
        for r in self.upsample_rates:
            out *= r
        return out
