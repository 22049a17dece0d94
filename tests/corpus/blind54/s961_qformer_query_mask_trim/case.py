import torch

ENTRY = "s961_qformer_query_mask_trim.model:qformer"


def inputs():
    mask = torch.ones(2, 6)
    mask[1, 4:] = 0.0
    return (torch.randn(2, 6, 8), mask)
