import torch

from s133_dropped_token_logger.model import SparseMoE

ENTRY = "s133_dropped_token_logger.model:SparseMoE.forward"

_moe = SparseMoE()


def inputs():
    return (_moe, torch.randn(8, 16))
