import torch

from x022_yarn_scaling_logger.embedding import build_rotary

ENTRY = "x022_yarn_scaling_logger.embedding:rotate_queries"


def inputs():
    return (build_rotary(8), torch.randn(1, 12, 8), torch.arange(12)[None])
