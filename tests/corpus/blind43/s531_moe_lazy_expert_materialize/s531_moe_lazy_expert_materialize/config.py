from dataclasses import dataclass

import torch


@dataclass
class MoEConfig:
    hidden_size: int = 8
    moe_intermediate_size: int = 16
    num_experts: int = 4
    num_experts_per_tok: int = 2
    norm_topk_prob: bool = True
    rms_norm_eps: float = 1e-6
    initializer_range: float = 0.02
    params_dtype: torch.dtype = torch.float32
    # Expert weights are allocated on "meta" and only backed by real storage
    # once an expert is first used (saves host memory at load time).
    defer_expert_init: bool = True
