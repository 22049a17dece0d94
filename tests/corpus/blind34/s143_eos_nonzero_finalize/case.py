import torch

ENTRY = "s143_eos_nonzero_finalize.search:decode_step"


def inputs():
    logprobs = torch.log_softmax(torch.randn(6, 9), dim=-1)
    return (logprobs, torch.randn(2, 3), torch.randint(1, 5, (2, 3)), torch.full((2, 4), float("-inf")))
