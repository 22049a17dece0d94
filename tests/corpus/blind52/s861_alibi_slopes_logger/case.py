import torch

ENTRY = "s861_alibi_slopes_logger.attention:alibi_attention"


def inputs():
    return (torch.randn(2, 5, 48),)
