import torch

ENTRY = "s212_host_rss_budget.pipeline:compiled_stage"


def inputs():
    return (torch.randn(4, 8),)
