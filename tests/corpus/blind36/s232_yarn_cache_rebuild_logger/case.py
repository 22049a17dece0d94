import torch

ENTRY = "s232_yarn_cache_rebuild_logger.layers:forward"


def inputs():
    return (torch.randn(1, 4, 16),)
