import torch

ENTRY = "h020_training_flag_default_logging.model:block_compiled"


def inputs():
    return (torch.randn(2, 8),)
