import torch

ENTRY = "s313_comm_stats_thread_lock.model:compiled_layer"


def inputs():
    return (torch.randn(2, 4, 16),)
