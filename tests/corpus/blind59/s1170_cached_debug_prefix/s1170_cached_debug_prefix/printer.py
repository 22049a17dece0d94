import torch

from .env_utils import debug_prefix, debug_print_level


class DebugPrinter:
    def __init__(self, name: str, min_level: int = 1):
        self.name = name
        self.min_level = min_level

    @property
    def active(self) -> bool:
        return debug_print_level() >= self.min_level

    def __call__(self, tag: str, t: torch.Tensor) -> None:
        if not self.active:
            return
        header = f"{debug_prefix()} {self.name}.{tag}"
        print(header, tuple(t.shape), t.dtype)


def make_printer(name: str) -> DebugPrinter:
    return DebugPrinter(name)
