import torch

ENTRY = "s1075_spec_decode_accept_loop.verifier:verify_step"


def inputs():
    return (torch.randn(4, 8),)
