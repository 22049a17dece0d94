import torch

ENTRY = "r001_disagg_transfer_id.prefill:prefill_step"


def inputs():
    return (torch.randn(6, 8),)
