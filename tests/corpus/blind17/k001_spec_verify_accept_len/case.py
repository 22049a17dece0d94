import torch

ENTRY = "k001_spec_verify_accept_len.spec_worker:compiled_worker"


def inputs():
    torch.manual_seed(0)
    return (torch.randn(4, 8), torch.randn(4, 16))
