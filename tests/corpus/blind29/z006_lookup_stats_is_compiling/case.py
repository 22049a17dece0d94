import torch

ENTRY = "z006_lookup_stats_is_compiling.towers:retrieval"


def inputs():
    b = 3
    return (
        torch.randn(b, 4), torch.randint(0, 60, (b, 2)), torch.randint(0, 10, (b, 1)),
        torch.randn(b, 4), torch.randint(0, 80, (b, 3)), torch.randint(0, 20, (b, 2)),
    )
