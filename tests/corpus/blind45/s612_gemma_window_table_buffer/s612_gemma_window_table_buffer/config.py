from dataclasses import dataclass, field
from typing import List, Optional


@dataclass
class InterleavedAttnConfig:
    hidden_size: int = 8
    num_attention_heads: int = 2
    num_hidden_layers: int = 4
    sliding_window: int = 2
    # every `sliding_window_pattern`-th layer is global, the others are local
    sliding_window_pattern: int = 2
    layer_types: Optional[List[str]] = field(default=None)

    def __post_init__(self):
        if self.layer_types is None:
            self.layer_types = [
                "full_attention" if (i + 1) % self.sliding_window_pattern == 0 else "sliding_attention"
                for i in range(self.num_hidden_layers)
            ]
