import torch

ENTRY = "s808_mllama_cross_kv_gather_op.decode:cross_decode"


def inputs():
    return (torch.randn(2, 1, 8), torch.tensor([0, 10]), torch.tensor([6, 4]))
