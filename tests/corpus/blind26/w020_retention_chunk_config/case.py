import torch

ENTRY = "w020_retention_chunk_config.retention:chunkwise_retention"


def inputs():
    b, h, t, d = 1, 2, 6, 4
    return (torch.randn(b, h, t, d), torch.randn(b, h, t, d), torch.randn(b, h, t, d))
