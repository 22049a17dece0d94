import torch

ENTRY = "s817_env_gated_request_metrics.model:compiled_decoder"


def inputs():
    return (torch.randn(4, 8), torch.tensor([5, 9, 3, 12]))
