from dataclasses import dataclass


@dataclass(frozen=True)
class MergeConfig:
    dim: int = 16
    num_heads: int = 2
    depth: int = 2
    # merge tokens whose best-match cosine similarity exceeds this
    sim_threshold: float = 0.5
    max_merge_ratio: float = 0.5
    protect_cls: bool = True
