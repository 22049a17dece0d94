import torch

ENTRY = "s652_autotuner_bench_on_miss.ops:linear_gelu"


def inputs():
    return (torch.randn(4, 8), torch.randn(8, 16))
