import torch

ENTRY = "r032_task_vector_cache_logging.layer:merged_forward"


def inputs():
    return (torch.randn(4, 8),)
