from dataclasses import dataclass, field
from typing import List, Tuple

# "mc_sim_7b_63"-style tree, truncated: every tuple is a path of top-k ranks,
# one rank per Medusa head.
DEFAULT_TREE_CHOICES: List[Tuple[int, ...]] = [
    (0,), (1,), (2,),
    (0, 0), (0, 1), (1, 0),
    (0, 0, 0),
]


@dataclass
class MedusaConfig:
    hidden_size: int = 8
    vocab_size: int = 32
    medusa_num_heads: int = 3
    medusa_num_layers: int = 1
    medusa_topk: int = 4
    tree_choices: List[Tuple[int, ...]] = field(default_factory=lambda: list(DEFAULT_TREE_CHOICES))
