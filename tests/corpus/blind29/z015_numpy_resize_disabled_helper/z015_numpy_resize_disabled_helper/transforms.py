import torch

from . import ops


class Transform:
    def __call__(self, x: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


class Resize(Transform):
    def __init__(self, size: int):
        self.size = size

    def __call__(self, x):
        if x.shape[-1] == self.size and x.shape[-2] == self.size:
            return x
        return ops.numpy_resize(x, self.size)


class ToFloat(Transform):
    def __init__(self, dtype=torch.float32, scale: float = 1.0):
        self.dtype = dtype
        self.scale = scale

    def __call__(self, x):
        return x.to(self.dtype) * self.scale


class Normalize(Transform):
    def __init__(self, mean, std):
        self.mean = torch.tensor(mean).view(1, -1, 1, 1)
        self.std = torch.tensor(std).view(1, -1, 1, 1)

    def __call__(self, x):
        return (x - self.mean) / self.std


class Compose(Transform):
    def __init__(self, *steps: Transform):
        self.steps = list(steps)

    def __call__(self, x):
        for step in self.steps:
            x = step(x)
        return x
