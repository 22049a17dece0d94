import torch

ENTRY = "s471_cpu_rmsnorm_avx512_probe.model:compiled"


def inputs():
    return (torch.randn(4, 32), torch.randn(4, 32))
