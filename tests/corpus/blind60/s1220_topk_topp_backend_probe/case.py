import torch

ENTRY = "s1220_topk_topp_backend_probe.sampler:compiled_sampler"


def inputs():
    return (
        torch.randn(4, 8),
        torch.tensor([0.0, 0.7, 1.0, 0.9]),
        torch.tensor([8, 3, 5, 1]),
        torch.tensor([1.0, 0.9, 0.8, 0.95]),
    )
