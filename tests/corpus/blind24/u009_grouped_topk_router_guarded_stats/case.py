import torch

ENTRY = "u009_grouped_topk_router_guarded_stats.moe:deepseek_moe"


def inputs():
    return (torch.randn(5, 8),)
