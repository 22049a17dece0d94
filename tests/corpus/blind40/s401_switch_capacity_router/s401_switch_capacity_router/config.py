from dataclasses import dataclass


@dataclass(frozen=True)
class SwitchMoEConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    num_experts: int = 4
    top_k: int = 2
    capacity_factor: float = 1.25
    min_capacity: int = 1
    drop_policy: str = "position"  # "position" | "none"
    normalize_topk: bool = True
    router_dtype: str = "float32"
