from dataclasses import dataclass


@dataclass
class MoeConfig:
    hidden_size: int = 16
    intermediate_size: int = 32
    num_local_experts: int = 4
    num_experts_per_tok: int = 2
    router_jitter_noise: float = 0.0
    norm_topk_prob: bool = True
    hidden_act: str = "silu"
