import torch

from s125_topk_scores_tolist_telemetry.engine import DecodeEngine

ENTRY = "s125_topk_scores_tolist_telemetry.engine:step"


def inputs():
    torch.manual_seed(0)
    return (torch.randn(2, 1, 8), torch.randn(2, 10, 8), torch.randn(2, 10, 8))
