import torch

ENTRY = "s294_pooler_registry_timing.embedder:embed"


def inputs():
    mask = torch.ones(2, 7, dtype=torch.long)
    mask[0, 5:] = 0
    return (torch.randn(2, 7, 8), mask)
