import torch


class SeedManager:
    def __init__(self, base_seed: int = 1234):
        self.base_seed = base_seed
        self.step = 0

    def reseed_for_step(self) -> None:
        torch.manual_seed(self.base_seed + self.step)
