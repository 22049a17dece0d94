import torch

ENTRY = "r020_periodic_image_cache.potential:energy_fn"


def inputs():
    torch.manual_seed(0)
    box = torch.tensor([4.0, 4.0, 4.0])
    return (torch.rand(6, 3) * box, torch.randint(0, 3, (6,)), box)
