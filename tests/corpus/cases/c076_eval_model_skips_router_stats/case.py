import torch

ENTRY = "c076_eval_model_skips_router_stats.model:compiled"


def inputs():
    return (torch.randn(6, 8),)
