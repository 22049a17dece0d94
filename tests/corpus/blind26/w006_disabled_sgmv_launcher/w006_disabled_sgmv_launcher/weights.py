import torch


class StackedAdapterWeights:
    def __init__(self, num_slots: int, d_in: int, d_out: int, rank: int):
        g = torch.Generator().manual_seed(1)
        self.a = torch.randn(num_slots, d_in, rank, generator=g) * 0.02
        self.b = torch.randn(num_slots, rank, d_out, generator=g) * 0.02
        self.scaling = torch.ones(num_slots)

    def set_scaling(self, slot: int, alpha: float, rank: int) -> None:
        self.scaling[slot] = alpha / rank
