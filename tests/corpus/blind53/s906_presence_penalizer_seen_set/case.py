import torch

ENTRY = "s906_presence_penalizer_seen_set.decode:sample_next_tokens"


def inputs():
    logits = torch.randn(2, 16)
    temperatures = torch.tensor([0.7, 1.0])
    return (logits, temperatures)
