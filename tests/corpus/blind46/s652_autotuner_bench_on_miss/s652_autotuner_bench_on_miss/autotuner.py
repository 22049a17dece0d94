from dataclasses import dataclass, field
from typing import Callable, Dict, List, Sequence, Tuple

from .bench import do_bench


@dataclass(frozen=True)
class KernelConfig:
    block_m: int
    block_n: int
    block_k: int
    num_warps: int = 4
    pre_hook: Callable = field(default=None, compare=False)

    def kwargs(self) -> Dict[str, int]:
        return {"BLOCK_M": self.block_m, "BLOCK_N": self.block_n, "BLOCK_K": self.block_k}


class Autotuner:
    """Benchmarks every config the first time a new key is seen, then reuses the winner."""

    def __init__(self, fn: Callable, configs: List[KernelConfig], key: Sequence[str], arg_names: Sequence[str]):
        self.fn = fn
        self.configs = configs
        self.key_idx = [arg_names.index(k) for k in key]
        self.cache: Dict[Tuple, KernelConfig] = {}
        self.best_config = None

    def _make_key(self, args) -> Tuple:
        key = []
        for i in self.key_idx:
            arg = args[i]
            key.append(tuple(arg.shape) if hasattr(arg, "shape") else arg)
            if hasattr(arg, "dtype"):
                key.append(str(arg.dtype))
        return tuple(key)

    def _bench(self, config: KernelConfig, *args) -> float:
        def kernel_call():
            if config.pre_hook is not None:
                config.pre_hook(args)
            self.fn(*args, **config.kwargs())

        return do_bench(kernel_call)

    def __call__(self, *args):
        key = self._make_key(args)
        if key not in self.cache:
            timings = [(self._bench(cfg, *args), i) for i, cfg in enumerate(self.configs)]
            self.cache[key] = self.configs[min(timings)[1]]
        self.best_config = self.cache[key]
        return self.fn(*args, **self.best_config.kwargs())


def autotune(configs: List[KernelConfig], key: Sequence[str], arg_names: Sequence[str]):
    def decorator(fn):
        return Autotuner(fn, configs, key, arg_names)

    return decorator
