"""A tiny stand-in for ``triton.jit`` used by the CPU interpreter build.

Kernels are written as vectorised torch functions that receive the resolved
launch grid and the constexpr meta-parameters, and are launched with the usual
``kernel[grid](*args, BLOCK=...)`` syntax.
"""
from typing import Callable, Tuple, Union

Grid = Union[Tuple[int, ...], Callable[[dict], Tuple[int, ...]]]


class JITFunction:
    def __init__(self, fn: Callable):
        self.fn = fn
        self.__name__ = fn.__name__

    def __getitem__(self, grid: Grid):
        return lambda *args, **meta: self.run(*args, grid=grid, **meta)

    def run(self, *args, grid: Grid, **meta):
        if callable(grid):
            grid = grid(meta)
        assert all(g > 0 for g in grid), f"empty launch grid for {self.__name__}"
        return self.fn(*args, grid=grid, **meta)


def jit(fn: Callable) -> JITFunction:
    return JITFunction(fn)
