import torch

ENTRY = "q033_autotune_split_k_timer.linear:qlinear_forward"


def inputs():
    g = torch.Generator().manual_seed(0)
    x = torch.randn(4, 16, generator=g)
    qweight = torch.randint(-8, 8, (8, 16), generator=g, dtype=torch.int8)
    scales = torch.rand(8, 2, generator=g)
    return (x, qweight, scales)
