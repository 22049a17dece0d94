import torch

ENTRY = "s854_hybrid_mamba_varlen_split.model:model_forward"


def inputs():
    return (torch.randn(6, 8), torch.tensor([0, 2, 6], dtype=torch.int32))
