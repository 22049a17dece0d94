import torch

ENTRY = "m038_logits_processor_chain.sampler:sample"


def inputs():
    return (torch.randn(2, 32), torch.randint(0, 32, (2, 4)))
