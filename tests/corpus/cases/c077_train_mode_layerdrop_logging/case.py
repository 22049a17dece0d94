import torch

ENTRY = "c077_train_mode_layerdrop_logging.encoder:compiled"


def inputs():
    return (torch.randn(2, 3, 8),)
