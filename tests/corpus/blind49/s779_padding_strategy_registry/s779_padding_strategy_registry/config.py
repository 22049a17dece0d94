from dataclasses import dataclass, field
from typing import List


@dataclass
class RunnerConfig:
    vocab_size: int = 48
    hidden_size: int = 8
    tp_rank: int = 1
    tp_size: int = 2
    padding: str = "pow2"
    capture_bs: List[int] = field(default_factory=lambda: [1, 2, 4, 8, 12, 16])
    check_vocab_range: bool = False
    max_bs: int = 16
