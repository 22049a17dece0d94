import torch

ENTRY = "k036_request_logger_adapter.sampler:sample_batch"


def inputs():
    return (torch.randn(3, 16),)
