import functools
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Sequence, Tuple

from .testing import do_bench


@dataclass(frozen=True)
class Config:
    kwargs: Dict[str, int] = field(default_factory=dict)
    num_warps: int = 4
    num_stages: int = 2

    def __hash__(self):
        return hash((tuple(sorted(self.kwargs.items())), self.num_warps, self.num_stages))


class Autotuner:
    def __init__(self, fn: Callable, configs: Sequence[Config], key: List[str]):
        self.fn = fn
        self.configs = list(configs)
        self.key = key
        self.cache: Dict[Tuple[Any, ...], Config] = {}
        functools.update_wrapper(self, fn)

    def _bench(self, config: Config, *args, **kwargs) -> float:
        def kernel_call():
            return self.fn(*args, **config.kwargs, **kwargs)

        return do_bench(kernel_call)

    def __call__(self, *args, **kwargs):
        named = dict(zip(self.fn.__code__.co_varnames, args))
        named.update(kwargs)
        key = tuple(named[k] for k in self.key)
        if key not in self.cache:
            timings = {cfg: self._bench(cfg, *args, **kwargs) for cfg in self.configs}
            self.cache[key] = min(timings, key=timings.get)
        best = self.cache[key]
        return self.fn(*args, **best.kwargs, **kwargs)


def autotune(configs: Sequence[Config], key: List[str]):
    def decorator(fn: Callable) -> Autotuner:
        return Autotuner(fn, configs, key)

    return decorator
