"""Tiny emulation of the triton launch protocol: ``kernel[grid](*args, **meta)``.

Kernels are plain python functions taking ``pid`` as their first argument; the
launcher evaluates the grid (a tuple or a ``meta -> tuple`` callable) and runs
one program per grid point.  This lets the MoE path be unit tested on CPU.
"""
from __future__ import annotations

from typing import Callable, Dict, Tuple, Union

GridT = Union[Tuple[int, ...], Callable[[Dict[str, int]], Tuple[int, ...]]]


def cdiv(a: int, b: int) -> int:
    return (a + b - 1) // b


def next_power_of_2(n: int) -> int:
    return 1 << (n - 1).bit_length() if n > 0 else 1


class JITFunction:
    def __init__(self, fn: Callable, constexprs: Tuple[str, ...] = ()):
        self.fn = fn
        self.constexprs = constexprs
        self.__name__ = fn.__name__

    def __getitem__(self, grid: GridT) -> Callable:
        def launcher(*args, **meta):
            return _launch(self, grid, args, meta)

        return launcher


def jit(constexprs: Tuple[str, ...] = ()):
    def deco(fn: Callable) -> JITFunction:
        return JITFunction(fn, constexprs)

    return deco


def _resolve_grid(grid: GridT, meta: Dict[str, int]) -> Tuple[int, ...]:
    g = grid(meta) if callable(grid) else grid
    if len(g) == 1:
        g = (g[0], 1)
    return g


def _launch(kernel: JITFunction, grid: GridT, args, meta):
    missing = [c for c in kernel.constexprs if c not in meta]
    if missing:
        raise TypeError(f"{kernel.__name__}: missing constexpr(s) {missing}")
    gx, gy = _resolve_grid(grid, meta)
    for pid_y in range(gy):
        for pid_x in range(gx):
            kernel.fn((pid_x, pid_y), *args, **meta)
