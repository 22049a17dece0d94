from typing import Dict

import torch


def make_generator(seed: int, device: torch.device) -> torch.Generator:
    generator = torch.Generator(device=device)
    generator.manual_seed(seed)
    return generator


class SeededGeneratorPool:
    """Keeps one torch.Generator per seed so repeated steps continue the same stream."""

    def __init__(self, device: torch.device):
        self.device = device
        self._generators: Dict[int, torch.Generator] = {}

    def get(self, seed: int) -> torch.Generator:
        generator = self._generators.get(seed)
        if generator is None:
            generator = make_generator(seed, self.device)
            self._generators[seed] = generator
        return generator

    def for_batch(self, seeds: Dict[int, int]) -> Dict[int, torch.Generator]:
        return {idx: self.get(seed) for idx, seed in seeds.items()}

    def clear(self) -> None:
        self._generators.clear()


def random_sample(probs: torch.Tensor, generators: Dict[int, torch.Generator]) -> torch.Tensor:
    """Randomly sample from the probabilities.

    We use this function instead of torch.multinomial because torch.multinomial
    causes CPU-GPU synchronization.
    """
    q = torch.empty_like(probs)
    # NOTE(woosuk): To batch-process the requests without their own seeds,
    # which is the common case, we first assume that every request does
    # not have its own seed. Then, we overwrite the values for the requests
    # that have their own seeds.
    if len(generators) != probs.shape[0]:
        q.exponential_()
    if generators:
        for i, generator in generators.items():
            q[i].exponential_(generator=generator)
    return probs.div_(q).argmax(dim=-1).view(-1)
