import torch

ENTRY = "s1209_host_pool_same_method_name.model_runner:compiled_forward_decode"


def inputs():
    return (
        torch.randn(2, 8),
        torch.tensor([3, 9]),
        torch.tensor([[1, 2, 3], [7, 8, 9]]),
    )
