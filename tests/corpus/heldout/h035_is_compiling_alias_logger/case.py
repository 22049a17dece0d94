import torch

ENTRY = "h035_is_compiling_alias_logger.norms:stem_compiled"


def inputs():
    return (torch.randn(1, 3, 4, 4),)
