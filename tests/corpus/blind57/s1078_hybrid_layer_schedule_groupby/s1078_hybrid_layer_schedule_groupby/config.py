import itertools
from dataclasses import dataclass, field
from operator import itemgetter
from typing import List, Tuple


@dataclass
class HybridConfig:
    hidden_size: int = 8
    layer_types: List[str] = field(
        default_factory=lambda: ["mamba", "mamba", "attention", "mamba", "attention", "attention"]
    )
    rms_norm_eps: float = 1e-5

    @property
    def num_hidden_layers(self) -> int:
        return len(self.layer_types)

    def layer_groups(self) -> List[Tuple[str, List[int]]]:
        return [
            (kind, [idx for idx, _ in group])
            for kind, group in itertools.groupby(enumerate(self.layer_types), key=itemgetter(1))
        ]
